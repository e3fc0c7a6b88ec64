/**
 * A copy of a release with some files' lines edited, written into a folder with the manifest's
 * sha256 and row counts recomputed (so the validator reaches the edited records), for tests that
 * need one kind of unusual or damaged input.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/** Edits the lines (without newlines) of one release file, by its manifest name ("runs", "verdicts", …). */
export type LineEdit = (lines: string[]) => string[];

/** Writes `from` into `to` with `edits` applied to the named files' lines. */
export function writeEditedRelease(from: string, to: string, edits: Record<string, LineEdit>): void {
  mkdirSync(to, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(from, 'manifest.json'), 'utf8')) as { files: Record<string, { path: string; sha256: string; rows: number }> };
  for (const [name, entry] of Object.entries(manifest.files)) {
    const stored = readFileSync(join(from, entry.path));
    const text = (entry.path.endsWith('.gz') ? gunzipSync(stored) : stored).toString('utf8');
    const edit = edits[name] ?? ((lines: string[]) => lines);
    const lines = edit(text.split('\n').filter((line) => line !== ''));
    const plain = Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8');
    const bytes = entry.path.endsWith('.gz') ? gzipSync(plain) : plain;
    writeFileSync(join(to, entry.path), bytes);
    entry.sha256 = createHash('sha256').update(bytes).digest('hex');
    entry.rows = lines.length;
  }
  writeFileSync(join(to, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** A LineEdit that maps each line's parsed record (its 1-based line number given). */
export function mapRecords(map: (record: Record<string, unknown>, line: number) => Record<string, unknown>): LineEdit {
  return (lines) => lines.map((line, i) => JSON.stringify(map(JSON.parse(line) as Record<string, unknown>, i + 1)));
}
