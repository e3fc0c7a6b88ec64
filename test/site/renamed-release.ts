/**
 * A copy of a release with its model ids and names replaced, for tests that a valid release with
 * unusual ids and names builds: ids that are file names of the site (`index.html`,
 * `verdicts.json`) or read as numbers (`null`, `1e5`), names in Arabic and Chinese only.
 */
import { mapRecords, writeEditedRelease } from '../release/edited-release.ts';

export interface ModelRename {
  model_id: string;
  display_name?: string;
  provider?: string;
}

/** Fields of any release file that hold a model id. */
const MODEL_ID_FIELDS = ['model_id', 'probe_twin', 'probe_model_id', 'build_id'] as const;
const FILES_WITH_MODEL_IDS = ['models', 'runs', 'verdicts', 'probe', 'e0', 'noncoding_attempts'] as const;

/** Writes `from` with every model id in `renames` replaced (and its names, where given) into `to`. */
export function writeRenamedRelease(from: string, to: string, renames: Record<string, ModelRename>): void {
  const rename = mapRecords((row) => {
    const out = { ...row };
    const own = typeof row.display_name === 'string' ? renames[row.model_id as string] : undefined;
    for (const field of MODEL_ID_FIELDS) {
      const id = out[field];
      if (typeof id === 'string' && renames[id]) out[field] = renames[id].model_id;
    }
    if (own?.display_name) out.display_name = own.display_name;
    if (own?.provider) out.provider = own.provider;
    return out;
  });
  writeEditedRelease(from, to, Object.fromEntries(FILES_WITH_MODEL_IDS.map((name) => [name, rename])));
}
