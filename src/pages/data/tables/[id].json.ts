// Every table artifact as a static JSON download (the full table, as the data build wrote it).
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadTable, tableIds } from '../../../site/load.ts';

export const getStaticPaths = (() => tableIds().map((id) => ({ params: { id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(`${JSON.stringify(loadTable(String(params.id)), null, 2)}\n`, { headers: { 'Content-Type': 'application/json' } });
