/**
 * data/release-format.md and data/release-schema/*.schema.json are generated (npm run schemas);
 * these tests fail when the committed files are stale, or when a schema field has no documented
 * meaning.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldRows, renderReleaseFormatDoc, RELEASE_FORMAT_DOC } from '../../src/release/format-doc.ts';
import { releaseJsonSchemas } from '../../src/release/json-schema.ts';
import { Manifest, RELEASE_FILES, RELEASE_FILE_NAMES } from '../../src/release/schemas.ts';

const ROOT = join(import.meta.dirname, '..', '..');

describe('release format documentation', () => {
  const doc = readFileSync(join(ROOT, RELEASE_FORMAT_DOC), 'utf8');

  it('the committed data/release-format.md equals a fresh rendering (run npm run schemas)', () => {
    expect(doc).toBe(renderReleaseFormatDoc());
  });

  it('mentions every top-level field of every record schema and of the manifest', () => {
    for (const name of RELEASE_FILE_NAMES) {
      for (const field of Object.keys(RELEASE_FILES[name].schema.shape)) expect(doc, `${name}.${field}`).toContain(`| \`${field}\` |`);
    }
    for (const field of Object.keys(Manifest.shape)) expect(doc, `manifest.${field}`).toContain(`| \`${field}\` |`);
  });

  it('documents nested fields too (hand: tasks has injected[].surface and pilot.pass_rate)', () => {
    const fields = fieldRows('tasks').map((r) => r.field);
    expect(fields).toContain('injected[].surface');
    expect(fields).toContain('pilot.pass_rate');
    expect(fieldRows('verdicts').find((r) => r.field === 'votes')).toMatchObject({ type: 'array of enum or null' });
  });
});

describe('JSON Schema export', () => {
  it('the committed data/release-schema files equal a fresh export (run npm run schemas)', () => {
    const fresh = releaseJsonSchemas();
    const dir = join(ROOT, 'data', 'release-schema');
    expect(readdirSync(dir).sort()).toEqual([...fresh.keys()].sort());
    for (const [file, text] of fresh) expect(readFileSync(join(dir, file), 'utf8'), file).toBe(text);
  });

  it('is deterministic and strict (additionalProperties false on records)', () => {
    const a = releaseJsonSchemas();
    const b = releaseJsonSchemas();
    expect([...a.entries()]).toEqual([...b.entries()]);
    const verdicts = JSON.parse(a.get('verdicts.schema.json')!) as { additionalProperties: unknown; required: string[] };
    expect(verdicts.additionalProperties).toBe(false);
    expect(verdicts.required).toContain('cascade_rank');
  });
});
