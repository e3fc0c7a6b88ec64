// Every table artifact as a static CSV download: one column per artifact column (bounds included),
// in the order its page shows them (withHeadlineFirst).
import type { APIRoute, GetStaticPaths } from 'astro';
import { tableCsv } from '../../../site/csv.ts';
import { withHeadlineFirst } from '../../../site/entity-tables.ts';
import { loadTable, tableIds } from '../../../site/load.ts';

export const getStaticPaths = (() => tableIds().map((id) => ({ params: { id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const table = withHeadlineFirst(loadTable(String(params.id)));
  return new Response(tableCsv(table.columns, table.rows), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
};
