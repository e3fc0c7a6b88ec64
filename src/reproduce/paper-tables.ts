/**
 * The paper's tables read from a build (src/reproduce/artifact-grid.ts lays them out): the paper's
 * own table of each paper-table id, and the tables that support it, with model display names from
 * the build's models table.
 */
import type { BuildReader } from './build-reader.ts';
import { adjacentDifferences, type AdjacentDifference } from './common-support-adjacent.ts';
import type { Grid } from './grid.ts';
import { artifactGrid, formatNumber, PAPER_TABLES, type ArtifactView, type DisplayNames, type PaperTableId } from './artifact-grid.ts';

/** The paper's own table of a paper-table id (its first view), read from the build. */
export async function paperTableGrid(build: BuildReader, id: PaperTableId): Promise<Grid> {
  const view = PAPER_TABLES[id][0] as ArtifactView;
  return { ...artifactGrid(await build.table(view.table), view, await displayNames(build)), id };
}

/** The grids of one paper table and the tables that support it, read from the build. */
export async function paperTableGrids(build: BuildReader, id: PaperTableId): Promise<Grid[]> {
  const names = await displayNames(build);
  const grids: Grid[] = [];
  for (const view of PAPER_TABLES[id] as readonly ArtifactView[]) {
    grids.push(artifactGrid(await build.table(view.table), view, names));
    if (view.table === 'adjacent_differences') grids.push(commonSupportAdjacentGrid(await adjacentDifferences(build), names));
  }
  return grids;
}

/** Appendix E.5's adjacent-rank differences on the common support (common-support-adjacent.ts), beside the build's full-panel ones. */
function commonSupportAdjacentGrid(rows: AdjacentDifference[], names: DisplayNames): Grid {
  const common = rows.filter((r) => r.support === 'common');
  const name = (id: string) => names.model?.get(id) ?? id;
  const pp = (v: number) => formatNumber(v, '.1f');
  return {
    id: 'adjacent_differences_common_support', title: 'Acc differences between adjacent ranks, on common support', paperRef: 'Appendix E.5',
    columns: [
      { id: 'rank', label: 'Rank k', numeric: true }, { id: 'model_id', label: 'Model at k', numeric: false }, { id: 'next_model_id', label: 'Model at k+1', numeric: false },
      { id: 'difference', label: 'Difference on common support', numeric: true, interval: true }, { id: 'contains_zero', label: 'Interval contains 0', numeric: false },
    ],
    cells: common.map((r) => [String(r.rank), name(r.model_id), name(r.next_model_id), `${pp(r.difference)} [${pp(r.lower)}, ${pp(r.upper)}]`, String(r.contains_zero)]),
    intervals: common.map((r) => [null, null, null, { estimate: pp(r.difference), lower: pp(r.lower), upper: pp(r.upper) }, null]),
    raw: common.map((r) => ({ rank: r.rank, model_id: r.model_id, next_model_id: r.next_model_id, difference: r.difference, difference_lower: r.lower, difference_upper: r.upper, contains_zero: r.contains_zero })),
    modelIds: Object.fromEntries(common.flatMap((r) => [[name(r.model_id), r.model_id], [name(r.next_model_id), r.next_model_id]])),
    notes: ['Computed by reproduce from parquet/suff_task_model_rule.parquet with Table 2\'s bootstrap stream, seed and resamples (the build has the full-panel table above); ranks are Table 2\'s.'],
  };
}

/** Model display names from the build's models table (parquet/models.parquet), as the paper names models. */
async function displayNames(build: BuildReader): Promise<DisplayNames> {
  if (!build.manifest.artifacts.some((a) => a.path === 'parquet/models.parquet')) return {};
  const rows = await build.query('SELECT model_id, display_name FROM models ORDER BY model_id');
  const models = new Map(rows.map((r) => [String(r.model_id), String(r.display_name)]));
  return { model: models, build: models };
}
