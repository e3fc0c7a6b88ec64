/**
 * A JSON line nested 10,000 deep is reported at its line, field (json), with the depth limit
 * stated, and the rest of the file is still read (issue 44: it was "(file): cannot read: Maximum
 * call stack size exceeded", no line, the rest unread). Same for manifest.json, at the line where
 * the limit is passed.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/release/problems.ts';
import { MAX_JSON_DEPTH, nestingDepth } from '../../src/release/strict-json.ts';
import { validateRelease } from '../../src/release/validate.ts';
import { mapRecords, writeEditedRelease } from './edited-release.ts';

const MINI = 'test/fixtures/mini-release';
const temp = (name: string) => join(mkdtempSync(join(tmpdir(), `release-${name}-`)), 'release');
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings (hand-counted)', () => {
    expect(nestingDepth('{"a":[{"b":1}]}', 64)).toEqual({ deepest: 3, offset: null });
    expect(nestingDepth('{"a":"[[[[\\"[[["}', 64)).toEqual({ deepest: 1, offset: null });
    // limit 2: the third opener is at offset 2 of "[[[]]]"
    expect(nestingDepth('[[[]]]', 2)).toEqual({ deepest: 3, offset: 2 });
  });
});

describe('deeply nested JSON in a release', () => {
  it('reports a 10,000-deep line of runs.jsonl at its line and reads the lines after it', async () => {
    const dir = temp('deep');
    // line 2 replaced; line 4 gets an impossible round, which must still be reported
    writeEditedRelease(MINI, dir, {
      runs: (lines) => lines.map((text, i) => (i === 1 ? nested(10_000) : i === 3 ? JSON.stringify({ ...JSON.parse(text), round: 99 }) : text)),
    });
    const problems = (await validateRelease(dir)).problems.map(formatProblem);
    expect(problems).toContain(`runs.jsonl:2: (json): nested 10000 levels deep; release JSON nests at most ${MAX_JSON_DEPTH} levels (the format itself needs 4 at most)`);
    expect(problems.some((p) => p.startsWith('runs.jsonl:4: round: '))).toBe(true);
    expect(problems.join('\n')).not.toMatch(/call stack/);
  });

  it('accepts a value nested exactly at the limit as JSON (the record is then wrong for its schema, not unreadable)', async () => {
    const dir = temp('at-limit');
    // the record is level 1, so a field holding MAX_JSON_DEPTH - 1 arrays reaches the limit exactly
    writeEditedRelease(MINI, dir, { runs: mapRecords((r, line) => (line === 2 ? { ...r, tool_calls: JSON.parse(nested(MAX_JSON_DEPTH - 1)) } : r)) });
    const problems = (await validateRelease(dir)).problems.map(formatProblem);
    expect(problems.filter((p) => p.includes('levels deep'))).toEqual([]);
    expect(problems.some((p) => p.startsWith('runs.jsonl:2: tool_calls: '))).toBe(true);
  });

  it('reports a deep manifest.json at the line where the limit is passed', async () => {
    const dir = temp('deep-manifest');
    writeEditedRelease(MINI, dir, {});
    const path = join(dir, 'manifest.json');
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.splice(2, 0, `  "deep": ${nested(10_000)},`); // becomes line 3
    writeFileSync(path, lines.join('\n'));
    const problems = (await validateRelease(dir)).problems.map(formatProblem);
    // the manifest object is level 1, so the 10,000 arrays make 10,001 levels
    expect(problems).toEqual([`manifest.json:3: (json): nested 10001 levels deep; release JSON nests at most ${MAX_JSON_DEPTH} levels (the format itself needs 4 at most)`]);
  });
});
