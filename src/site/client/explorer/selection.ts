/**
 * The verdict explorer's selection: filters read from the URL, the rows passing them (codes
 * compared, no strings made), the grid's order (a counting sort on codes) and the tasks the rows
 * span. Pure functions over the columns of columns.ts.
 */
import { readFacets, type TableState } from '../../url-state.ts';
import { valueAt, type VerdictColumns } from './columns.ts';

/** Older and shorter names of the URL parameters, read as their explorer parameter. */
const PARAM_ALIASES: Record<string, string> = { model: 'model_id', task: 'task_id', rule: 'rule_id', verdict: 'effective_verdict' };
/** URL parameters read as filters but never written back (the explorer writes its own names). */
export const ALIAS_PARAMS: readonly string[] = [...Object.keys(PARAM_ALIASES), 'pass'];
/** The effective-verdict filter's value for every verdict; its empty value means the qualifying ones (pass or fail). */
export const ALL_VERDICTS = 'all';

/**
 * The explorer's filters from URL parameters: aliases (`model`, `verdict=fail`) read as the
 * explorer's own names, and `pass=1` / `pass=0` (the qualifying file's column, which the site's
 * "rows" links use) as the effective verdict pass / fail.
 */
export function explorerFilters(params: URLSearchParams, names: readonly string[]): { facets: Record<string, string[]>; query: string } {
  const next = new URLSearchParams(params);
  for (const [alias, name] of Object.entries(PARAM_ALIASES)) {
    if (next.has(alias) && !next.has(name)) next.set(name, next.get(alias)!);
  }
  const pass = next.get('pass');
  if (pass && !next.has('effective_verdict')) next.set('effective_verdict', pass === '1' ? 'pass' : pass === '0' ? 'fail' : pass);
  return readFacets(next, names);
}

/**
 * Row indices matching the field filters (`chosen`: field name → value, '' for any; codes
 * compared; a value absent from a dictionary matches nothing). No effective-verdict choice means
 * the qualifying verdicts (effective pass or fail); ALL_VERDICTS means every verdict.
 */
export function filterRows(data: VerdictColumns, chosen: Record<string, string>, names: readonly string[]): Uint32Array {
  const { columns, rowCount } = data;
  const tests: [ArrayLike<number>, number][] = [];
  for (const n of names) {
    if (!chosen[n] || (n === 'effective_verdict' && chosen[n] === ALL_VERDICTS)) continue;
    const col = columns[n]!;
    const code = n === 'round' ? Number(chosen[n]) : col.values.indexOf(chosen[n]!);
    tests.push([col.codes, Number.isNaN(code) ? -1 : code]);
  }
  const effective = columns.effective_verdict!;
  const qualifyingOnly = !chosen.effective_verdict;
  const [passCode, failCode] = [effective.values.indexOf('pass'), effective.values.indexOf('fail')];
  const out = new Uint32Array(rowCount);
  let m = 0;
  for (let i = 0; i < rowCount; i++) {
    if (qualifyingOnly) { const e = effective.codes[i]; if (e !== passCode && e !== failCode) continue; }
    let ok = true;
    for (const [codes, code] of tests) if (codes[i] !== code) { ok = false; break; }
    if (ok) out[m++] = i;
  }
  return out.subarray(0, m);
}

/** `rows` ordered by `key` (integers 0…max), stable: O(n + max), for millions of rows where a comparison sort takes seconds. */
export function countingSort(rows: Uint32Array, key: (row: number) => number, max: number): Uint32Array {
  const start = new Uint32Array(max + 2);
  for (const i of rows) start[key(i) + 1]!++;
  for (let k = 1; k < start.length; k++) start[k]! += start[k - 1]!;
  const out = new Uint32Array(rows.length);
  for (const i of rows) out[start[key(i)]!++] = i;
  return out;
}

/** The selection in the grid's order: a counting sort on the column's rank of each code (keys are small), stable, so ties keep verdict-id order. */
export function sortRows(data: VerdictColumns, rows: Uint32Array, sort: TableState): Uint32Array {
  // Rows are stored in verdict-id order, so "verdict" ascending is the row order itself.
  if (!sort.sort) return rows;
  if (sort.sort === 'verdict') return sort.descending ? rows.slice().reverse() : rows;
  const codes = data.columns[sort.sort]!.codes;
  const rank = data.ranks[sort.sort];
  const max = rank ? rank.length - 1 : 127; // round is an Int8 value
  const key = (i: number) => { const k = rank ? rank[codes[i]!]! : codes[i]!; return sort.descending ? max - k : k; };
  return countingSort(rows, key, max);
}

/** How many tasks the rows span. */
export function taskCount(data: VerdictColumns, rows: Uint32Array): number {
  const task = data.columns.task_id!;
  const seen = new Uint8Array(task.values.length);
  let k = 0;
  for (const i of rows) if (!seen[task.codes[i]!]) { seen[task.codes[i]!] = 1; k++; }
  return k;
}

/** The distinct task ids of the rows. */
export function tasksOf(data: VerdictColumns, rows: Uint32Array): Set<string> {
  const tasks = new Set<string>();
  for (const i of rows) tasks.add(valueAt(data, 'task_id', i));
  return tasks;
}
