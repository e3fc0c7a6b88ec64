/**
 * The generic "table artifact": every paper table or figure the data build computes is written
 * as one JSON file of this shape (and as Parquet for download). The site renders any table
 * artifact generically — sortable, downloadable as CSV and JSON, with intervals shown beside
 * their estimate — so pages never need to know how a figure was computed.
 */
import { z } from 'zod';

const COLUMN_UNITS = ['percent', 'pp', 'count', 'ratio', 'coefficient', 'rank', 'text', 'id', 'boolean'] as const;

export const TableColumn = z.strictObject({
  /** Stable id, also the key in each row. */
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  label: z.string().min(1),
  description: z.string().nullable(),
  unit: z.enum(COLUMN_UNITS),
  /** d3-format specifier for numbers (".1f", ",d", "+.2f"), null for text. */
  format: z.string().nullable(),
  /** For an interval bound: the id of the estimate column it bounds, and which side. */
  interval_of: z.string().nullable(),
  bound: z.enum(['lower', 'upper']).nullable(),
  /** For an id column: which entity it refers to, so the site can link it; for a text column, that its text is a space-separated list of such ids. */
  links_to: z.enum(['model', 'rule', 'task', 'verdict', 'surface', 'family', 'modality', 'method', 'build']).nullable(),
});
export type TableColumn = z.infer<typeof TableColumn>;

/**
 * The Parquet rows behind each row of a table, stated by the step that writes the table (the
 * site turns it into the row's "rows" link; test/site/provenance-rows.test.ts recomputes the
 * numbers from the linked rows). One of:
 * - verdicts: each row groups the panel's qualifying verdicts by its id columns, so the verdict
 *   explorer filtered on those ids (and on `filters`, the SQL's constant conditions) selects them;
 *   a row with qualifying = 0 has nothing behind it.
 * - query: a query over the SQL page's views (one per Parquet file); `{column}` is replaced by
 *   the row's value as a SQL literal, `{column[]}` by the row's space-separated ids as a list.
 * - lookup: the query of the row's key (the `by` columns' values joined with "/").
 * A row whose placeholder or key has no value gets no link: no link beats a link to wrong rows.
 */
export const RowsSource = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('verdicts'),
    filters: z.record(z.string(), z.string()),
    /** Row column → explorer parameter; null: every id column, by its links_to or id. */
    keys: z.record(z.string(), z.string()).nullable(),
    /** Explorer parameters an entity page supplies (its own id); a link needs every one. */
    entity: z.array(z.string()),
  }),
  z.strictObject({ kind: z.literal('query'), sql: z.string().min(1) }),
  z.strictObject({ kind: z.literal('lookup'), by: z.array(z.string()).min(1), sql: z.record(z.string(), z.string().min(1)) }),
]);
export type RowsSource = z.infer<typeof RowsSource>;

const TableCell = z.union([z.number(), z.string(), z.boolean(), z.null()]);

export const TableArtifact = z.strictObject({
  /** Stable id = file name = the SQL query or step that made it (e.g. "table2_leaderboard"). */
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  title: z.string().min(1),
  /** The paper's numbering ("Table 2", "Figure 4", "Appendix E.2"), or null for our own additions. */
  paper_ref: z.string().nullable(),
  description: z.string(),
  /** Where the numbers come from: the SQL file and/or the statistic function, and the input rows. */
  provenance: z.strictObject({
    sql: z.string().nullable(),
    statistic: z.string().nullable(),
    rows: RowsSource,
  }),
  columns: z.array(TableColumn).min(1),
  rows: z.array(z.record(z.string(), TableCell)),
  notes: z.array(z.string()),
});
export type TableArtifact = z.infer<typeof TableArtifact>;
