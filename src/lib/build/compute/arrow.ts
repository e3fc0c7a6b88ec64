/**
 * Step "qualifying_arrow": an Arrow IPC file of the qualifying verdicts for in-browser filtering.
 * Compact: ids and categories dictionary-encoded (Int16 indices), round and pass as Int8, the
 * verdict's numeric id as Uint32 (V000123 → 123). Rows sorted by verdict id, so dictionaries are
 * built in a fixed order and the bytes are reproducible.
 */
import { Dictionary, Int16, Int8, Table, Uint32, Utf8, tableToIPC, vectorFromArray, type Vector } from 'apache-arrow';
import { artifactPaths } from '../../artifacts/paths.ts';
import { rows } from '../db.ts';
import type { BuildContext } from '../context.ts';

const DICTIONARY_COLUMNS = ['model_id', 'task_id', 'rule_id', 'surface', 'family', 'modality_class', 'action', 'method', 'prior', 'lineage'] as const;

export async function computeQualifyingArrow(ctx: BuildContext): Promise<void> {
  const r = await rows(ctx.connection, `SELECT verdict_id, ${DICTIONARY_COLUMNS.join(', ')}, round, z FROM verdicts WHERE qualifying ORDER BY verdict_id`);
  const columns: Record<string, Vector> = {
    verdict: vectorFromArray(r.map((x) => Number(String(x.verdict_id).slice(1))), new Uint32()),
  };
  for (const [id, name] of DICTIONARY_COLUMNS.entries()) {
    // Dictionary entries in first-appearance order of the rows (sorted by verdict id): fixed for a release.
    const values = r.map((x) => String(x[name]));
    // An explicit dictionary id: apache-arrow otherwise numbers dictionaries from a process-wide
    // counter, and a second build in the same process would write different bytes.
    columns[name] = vectorFromArray(values, new Dictionary(new Utf8(), new Int16(), id));
  }
  columns.round = vectorFromArray(r.map((x) => Number(x.round)), new Int8());
  columns.pass = vectorFromArray(r.map((x) => Number(x.z)), new Int8());
  const tableValue = new Table(columns);
  const bytes = tableToIPC(tableValue, 'file');
  ctx.binaries.push({
    path: artifactPaths.qualifyingArrow, bytes, rows: r.length,
    columns: [
      { name: 'verdict', type: 'uint32 (numeric part of verdict_id)' },
      ...DICTIONARY_COLUMNS.map((name) => ({ name, type: 'dictionary<int16, utf8>' })),
      { name: 'round', type: 'int8' }, { name: 'pass', type: 'int8 (1 = pass, 0 = fail)' },
    ],
  });
}
