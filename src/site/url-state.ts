/**
 * Table and facet state kept in the URL query so a view can be shared and is restored on load.
 * A table's state uses parameters prefixed by its id: `<id>.sort=acc` (ascending) or
 * `<id>.sort=-acc` (descending), `<id>.q=text` (filter). Pure functions over URLSearchParams; the
 * client script applies them with history.replaceState.
 */

export interface TableState {
  /** Column id to sort by, or null for the artifact's own order. */
  sort: string | null;
  descending: boolean;
  /** Case-insensitive substring filter over the row's shown text ("" = none). */
  query: string;
}

/** Read one table's state; unknown columns are ignored (a stale link shows the default order). */
export function readTableState(params: URLSearchParams, tableId: string, columnIds: readonly string[]): TableState {
  const rawSort = params.get(`${tableId}.sort`);
  let sort: string | null = null;
  let descending = false;
  if (rawSort) {
    descending = rawSort.startsWith('-');
    const column = descending ? rawSort.slice(1) : rawSort;
    if (columnIds.includes(column)) sort = column;
    else descending = false;
  }
  return { sort, descending, query: params.get(`${tableId}.q`) ?? '' };
}

/** Write one table's state into a copy of the parameters; default values remove their parameter. */
export function writeTableState(params: URLSearchParams, tableId: string, state: TableState): URLSearchParams {
  const next = new URLSearchParams(params);
  if (state.sort) next.set(`${tableId}.sort`, `${state.descending ? '-' : ''}${state.sort}`);
  else next.delete(`${tableId}.sort`);
  if (state.query) next.set(`${tableId}.q`, state.query);
  else next.delete(`${tableId}.q`);
  return next;
}

/** Read facet selections (each a set of values) and a free-text query from the parameters. */
export function readFacets(params: URLSearchParams, facetNames: readonly string[]): { facets: Record<string, string[]>; query: string } {
  const facets: Record<string, string[]> = {};
  for (const name of facetNames) {
    const values = params.getAll(name).flatMap((v) => v.split(',')).filter(Boolean);
    if (values.length) facets[name] = [...new Set(values)];
  }
  return { facets, query: params.get('q') ?? '' };
}

/** Write facet selections and query into a copy of the parameters (comma-joined, sorted values). */
export function writeFacets(params: URLSearchParams, facets: Record<string, readonly string[]>, query: string): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, values] of Object.entries(facets)) {
    if (values.length) next.set(name, [...values].sort().join(','));
    else next.delete(name);
  }
  if (query) next.set('q', query);
  else next.delete('q');
  return next;
}

/** Compare two sort values: numbers numerically, text by locale, missing values always last. */
export function compareSortValues(a: number | string | null, b: number | string | null, descending: boolean): number {
  if (a === null || a === '') return b === null || b === '' ? 0 : 1;
  if (b === null || b === '') return -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en', { numeric: true });
  return descending ? -order : order;
}
