/**
 * Provenance links as the components render them (site build time): the caption's producer
 * references with the href of their method page, and the "rows" href of a table row, checked
 * against what this data build actually ships (the explorer's Arrow file, the Parquet views the
 * SQL page registers). Reads the build manifest and model index once, through entities.ts.
 */
import type { TableArtifact } from '../artifacts/table.ts';
import { artifactPaths } from '../artifacts/paths.ts';
import { buildManifest, entityProvenance, modelEntity, modelIndex } from './entities.ts';
import { runsOnParquet } from './downloads.ts';
import { knownProducers } from './provenance-sources.ts';
import { producerHref, provenanceParts, queryHref, verdictsHref, type ProvenancePart } from './provenance.ts';
import { rowsTarget, type RowsContext } from './provenance-rows.ts';
import { oncePerDataDir } from './data-dir.ts';

let producers: ReturnType<typeof knownProducers> | null = null;

const rowsContext = oncePerDataDir((): RowsContext & { views: Set<string> } => {
  const manifest = buildManifest();
  const arrow = manifest.artifacts.find((a) => a.path === artifactPaths.qualifyingArrow) ?? null;
  const models = modelIndex().models;
  const panelQualifying = models.reduce((sum, m) => sum + m.qualifying, 0);
  const views = shippedViews();
  // The explorer's select options, as src/pages/verdicts.astro makes them.
  const rounds = new Set(models.length ? modelEntity(models[0]!.model_id).by_round.map((b) => b.key) : []);
  return { hasExplorer: arrow !== null, explorerIsPanel: arrow !== null && arrow.rows === panelQualifying, views, models: new Set(models.map((m) => m.model_id)), rounds };
});

/** The views the SQL page registers: one per Parquet artifact, named after its file. */
export function shippedViews(): Set<string> {
  return new Set(buildManifest().artifacts.filter((a) => a.kind === 'parquet').map((a) => a.path.split('/').pop()!.replace(/\.parquet$/, '')));
}

/** Tables a query reads (FROM/JOIN names), for checking that the SQL page has them as views. */
function tablesRead(sql: string): string[] {
  return [...sql.matchAll(/\b(?:FROM|JOIN)\s+([a-z_][a-z0-9_]*)/gi)].map((m) => m[1]!.toLowerCase());
}

/**
 * Whether a metrics query runs on the SQL page as written: on the Parquet files alone
 * (runsOnParquet), every FROM/JOIN table one of `views` or a CTE of the query.
 */
export function runsInBrowser(sql: string, views: ReadonlySet<string>): boolean {
  const ctes = new Set([...sql.matchAll(/(\w+)\s+AS\s*\(/gi)].map((m) => m[1]!.toLowerCase()));
  return runsOnParquet(sql) && tablesRead(sql.replace(/--.*$/gm, '')).every((t) => views.has(t) || ctes.has(t));
}

/** One provenance field (sql or statistic) as parts, each reference with its page's href or null. */
export function provenanceLinks(base: string, text: string | null): (ProvenancePart & { href: string | null })[] {
  if (!text) return [];
  producers ??= knownProducers();
  return provenanceParts(text).map((p) => ({ ...p, href: producerHref(base, p, producers!) }));
}

/** Href of the rows behind `row` of `table` (its provenance's RowsSource), or null. */
export function rowsHref(base: string, table: Pick<TableArtifact, 'columns' | 'provenance'>, row: TableArtifact['rows'][number], fixed: Readonly<Record<string, string>> = {}): string | null {
  const ctx = rowsContext();
  const target = rowsTarget(table.provenance.rows, table, row, ctx, fixed);
  if (target === null) return null;
  if (target.kind === 'verdicts') return verdictsHref(base, target.filters);
  return tablesRead(target.sql).every((t) => ctx.views.has(t) || t === 'unnest') ? queryHref(base, target.sql) : null;
}

/**
 * Href of the rows behind a figure of an entity page: `tableId` one of the tables an index states
 * the provenance of, `fixed` the page's entity ({model_id}, …), `row` the figure's keys.
 */
export function entityRowsHref(base: string, tableId: string, fixed: Readonly<Record<string, string>>, row: TableArtifact['rows'][number] = {}): string | null {
  return rowsHref(base, { columns: [], provenance: entityProvenance(tableId) }, row, fixed);
}
