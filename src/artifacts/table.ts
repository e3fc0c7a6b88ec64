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
  /** For an id column: which entity it refers to, so the site can link it. */
  links_to: z.enum(['model', 'rule', 'task', 'verdict', 'surface', 'family', 'modality', 'method', 'build']).nullable(),
});
export type TableColumn = z.infer<typeof TableColumn>;

const TableCell = z.union([z.number(), z.string(), z.boolean(), z.null()]);

export const TableArtifact = z.strictObject({
  /** Stable id = file name = the SQL query or step that made it (e.g. "table2_leaderboard"). */
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  title: z.string().min(1),
  /** The paper's numbering ("Table 2", "Figure 4", "Appendix E.2"), or null for our own additions. */
  paper_ref: z.string().nullable(),
  description: z.string(),
  /** Where the numbers come from: the SQL file and/or the statistic function. */
  provenance: z.strictObject({
    sql: z.string().nullable(),
    statistic: z.string().nullable(),
  }),
  columns: z.array(TableColumn).min(1),
  rows: z.array(z.record(z.string(), TableCell)),
  notes: z.array(z.string()),
});
export type TableArtifact = z.infer<typeof TableArtifact>;
