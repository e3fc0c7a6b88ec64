/**
 * A hostile copy of the mini release (test/fixtures/mini-release): every free text a page shows
 * (model names, rule summaries, phrasings and checks, task titles, summaries and turns, verdict
 * evidence and rationale, E0 pair texts, release title) carries an HTML/script payload. Hashes
 * in the manifest are recomputed so the copy is still a valid release. The site built from it
 * must show the payloads as plain text and never run them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Sets window.__pwned if it ever runs; short enough for the 64-character name fields. */
export const SHORT_PAYLOAD = '<img src=x onerror=window.__pwned=1>';
export const LONG_PAYLOAD = '</script><script>window.__pwned=1</script><b onmouseover=window.__pwned=1>bold</b> & "quotes" \'single\' {{x}}';

type Row = Record<string, unknown>;
const rewrite: Record<string, (row: Row) => Row> = {
  models: (r) => ({ ...r, display_name: `${String(r.display_name).slice(0, 20)} ${SHORT_PAYLOAD}` }),
  rules: (r) => ({
    ...r,
    summary: `${r.summary} ${LONG_PAYLOAD}`,
    check: `${r.check} ${LONG_PAYLOAD}`,
    phrasings: Object.fromEntries(Object.entries(r.phrasings as Record<string, string>).map(([k, v]) => [k, `${v} ${LONG_PAYLOAD}`])),
  }),
  tasks: (r) => ({ ...r, title: `${r.title} ${SHORT_PAYLOAD}`, summary: `${r.summary} ${LONG_PAYLOAD}`, turns: (r.turns as string[]).map((t) => `${t} ${LONG_PAYLOAD}`) }),
  verdicts: (r) => ({ ...r, evidence: `${r.evidence} ${LONG_PAYLOAD}`, rationale: `${r.rationale} ${LONG_PAYLOAD}` }),
  e0_pairs: (r) => ({ ...r, title: `${r.title} ${SHORT_PAYLOAD}` }),
  noncoding_cases: (r) => ({ ...r, title: `${r.title} ${SHORT_PAYLOAD}` }),
};

/** Write the hostile release into `dir` (created), from the mini release. */
export function makePayloadRelease(source: string, dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(source, 'manifest.json'), 'utf8'));
  manifest.title = `${manifest.title} ${SHORT_PAYLOAD}`;
  for (const [name, entry] of Object.entries(manifest.files as Record<string, { path: string; sha256: string; rows: number }>)) {
    const gz = entry.path.endsWith('.gz');
    const raw = fs.readFileSync(path.join(source, entry.path));
    const text = (gz ? zlib.gunzipSync(raw) : raw).toString('utf8');
    const change = rewrite[name];
    const out = change
      ? `${text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.stringify(change(JSON.parse(l) as Row))).join('\n')}\n`
      : text;
    const bytes = gz ? zlib.gzipSync(Buffer.from(out, 'utf8')) : Buffer.from(out, 'utf8');
    fs.writeFileSync(path.join(dir, entry.path), bytes);
    entry.sha256 = createHash('sha256').update(bytes).digest('hex');
  }
  fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
