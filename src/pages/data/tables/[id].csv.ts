// Every table artifact as a static CSV download: one column per artifact column (bounds included),
// in the order its page shows them (withHeadlineFirst; Table 2 with its judge-survival column, as its page).
import type { APIRoute, GetStaticPaths } from 'astro';
import { tableCsv } from '../../../site/csv.ts';
import { withHeadlineFirst } from '../../../site/entity-tables.ts';
import { loadTable, tableIds } from '../../../site/load.ts';
import { judgeSensitivity } from '../../../site/entities.ts';
import { adjacentJudgeOrders } from '../../../site/views/reliability.ts';

export const getStaticPaths = (() => tableIds().map((id) => ({ params: { id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const loaded = loadTable(String(params.id));
  const table = withHeadlineFirst(loaded, loaded.id === 'table2_leaderboard' ? adjacentJudgeOrders(judgeSensitivity()) : undefined);
  return new Response(tableCsv(table.columns, table.rows), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
};
