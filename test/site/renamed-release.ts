/**
 * A copy of a release with its model ids and names replaced, written into a folder (the manifest's
 * sha256 and row counts recomputed), for tests that a valid release with unusual ids and names
 * builds: ids that are file names of the site (`index.html`, `verdicts.json`) or read as numbers
 * (`null`, `1e5`), names in Arabic and Chinese only.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

type Row = Record<string, unknown>;

export interface ModelRename {
  model_id: string;
  display_name?: string;
  provider?: string;
}

/** Fields of any release file that hold a model id. */
const MODEL_ID_FIELDS = ['model_id', 'probe_twin', 'probe_model_id', 'build_id'] as const;

function readRows(file: string): Row[] {
  const bytes = readFileSync(file);
  const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  return text.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as Row);
}

/** Writes `from` with every model id in `renames` replaced (and its names, where given) into `to`. */
export function writeRenamedRelease(from: string, to: string, renames: Record<string, ModelRename>): void {
  mkdirSync(to, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(from, 'manifest.json'), 'utf8')) as { files: Record<string, { path: string; sha256: string; rows: number }> };
  for (const entry of Object.values(manifest.files)) {
    const rows = readRows(join(from, entry.path)).map((row) => {
      const out: Row = { ...row };
      for (const field of MODEL_ID_FIELDS) {
        const id = out[field];
        if (typeof id === 'string' && renames[id]) out[field] = renames[id].model_id;
      }
      const rename = entry.path.startsWith('models.') ? renames[row.model_id as string] : undefined;
      if (rename?.display_name) out.display_name = rename.display_name;
      if (rename?.provider) out.provider = rename.provider;
      return out;
    });
    const text = Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(''), 'utf8');
    const bytes = entry.path.endsWith('.gz') ? gzipSync(text) : text;
    writeFileSync(join(to, entry.path), bytes);
    entry.sha256 = createHash('sha256').update(bytes).digest('hex');
    entry.rows = rows.length;
  }
  writeFileSync(join(to, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
