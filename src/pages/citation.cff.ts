// CITATION.cff as a download.
import type { APIRoute } from 'astro';
import { readCitation } from '../dataset/citation.ts';
export const GET: APIRoute = () => new Response(readCitation().cff, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
