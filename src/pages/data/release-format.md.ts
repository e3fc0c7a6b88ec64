// The release format description (data/release-format.md) as a download, when the repository has it.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRoute } from 'astro';

const file = path.join(process.cwd(), 'data/release-format.md');
export const GET: APIRoute = () =>
  new Response(fs.existsSync(file) ? fs.readFileSync(file) : '# Release format\n\nNot part of this build.\n', { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
