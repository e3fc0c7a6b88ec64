/**
 * acceptArtifact (src/artifacts/io.ts): values written as they are (DuckDB's JSON bytes) are
 * accepted by ajv compiled from the schema's JSON Schema, and anything else still gets zod's verdict,
 * naming the file and the field. writeFileCreatingFolder creates a folder only when it is missing;
 * writePartsCreatingFolder writes the concatenation of its parts the same way.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptArtifact, writeFileCreatingFolder, writePartsCreatingFolder } from '../../src/artifacts/io.ts';
import { VerdictShard } from '../../src/artifacts/entities.ts';
import { compileAcceptance } from '../../src/release/schema-check.ts';

const verdict = {
  verdict_id: 'V000001', model_id: 'claude-opus-4.7', task_id: 'T001', round: 1, rule_id: 'R0001', raw_verdict: 'pass', verdict: 'pass',
  collapsed: false, method: 'llm_judge', votes: ['pass', 'pass', 'fail'], cascade_group: null, cascade_rank: null, evidence: 'e', rationale: 'r',
};

describe('acceptArtifact', () => {
  it('accepts a shard the schema accepts (and zod agrees)', () => {
    const shard = { task_id: 'T001', verdicts: [verdict] };
    expect(VerdictShard.safeParse(shard).success).toBe(true);
    // Valid shards take the fast path (ajv) and skip zod.
    expect(compileAcceptance(VerdictShard)(shard)).toBe(true);
    expect(() => acceptArtifact('x/T001.json', VerdictShard, shard)).not.toThrow();
  });

  it('rejects a bad field with zod\'s message, naming the file and the field', () => {
    const shard = { task_id: 'T001', verdicts: [{ ...verdict, round: 'one' }] };
    expect(() => acceptArtifact('x/T001.json', VerdictShard, shard)).toThrow(/x\/T001\.json: field verdicts\.0\.round/);
  });

  it('rejects an extra key (strict objects), as zod does', () => {
    const shard = { task_id: 'T001', verdicts: [{ ...verdict, extra: 1 }] };
    expect(() => acceptArtifact('x/T001.json', VerdictShard, shard)).toThrow(/x\/T001\.json/);
  });
});

describe('writeFileCreatingFolder', () => {
  it('writes into an existing folder, creates a missing one, and reports any other failure', () => {
    const root = mkdtempSync(join(tmpdir(), 'write-folder-'));
    try {
      writeFileCreatingFolder(join(root, 'a.json'), Buffer.from('1'));
      writeFileCreatingFolder(join(root, 'x', 'y', 'b.json'), Buffer.from('2'));
      expect([readFileSync(join(root, 'a.json'), 'utf8'), readFileSync(join(root, 'x', 'y', 'b.json'), 'utf8')]).toEqual(['1', '2']);
      // The parent is a file: ENOTDIR, not a missing folder, so it is thrown as it is.
      expect(() => writeFileCreatingFolder(join(root, 'a.json', 'c.json'), Buffer.from('3'))).toThrow(/ENOTDIR/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('writePartsCreatingFolder', () => {
  it('writes the parts one after the other (empty ones too, and a 3 MB one), creating a missing folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'write-parts-'));
    try {
      const big = Buffer.alloc(3 * 1024 * 1024, 0x61);
      writePartsCreatingFolder(join(root, 'x', 'shard.json'), [Buffer.from('{"v":'), new Uint8Array(0), big.subarray(0, 1), Buffer.from('}'), new Uint8Array(0)]);
      expect(readFileSync(join(root, 'x', 'shard.json'), 'utf8')).toBe('{"v":a}');
      writePartsCreatingFolder(join(root, 'x', 'big.json'), [Buffer.from('['), big, Buffer.from(']\n')]);
      // Buffer.equals, not toEqual: a deep comparison of 3 MB element by element takes minutes.
      const written = readFileSync(join(root, 'x', 'big.json'));
      expect(written.length).toBe(big.length + 3);
      expect(written.equals(Buffer.concat([Buffer.from('['), big, Buffer.from(']\n')]))).toBe(true);
      writePartsCreatingFolder(join(root, 'empty.json'), []);
      expect(readFileSync(join(root, 'empty.json'), 'utf8')).toBe('');
      expect(() => writePartsCreatingFolder(join(root, 'empty.json', 'c.json'), [Buffer.from('3')])).toThrow(/ENOTDIR/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
