/**
 * The code the browser runs for "Copy as …" and "Cite this view" is the code `reproduce` runs
 * (src/reproduce/artifact-grid.ts, render.ts, latex.ts, markdown.ts): it must stay free of Node
 * APIs and Node-only packages, or the site's bundle breaks. Walks the value imports (not
 * `import type`) from the client entry points and fails on any node: or server-only module.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SERVER_ONLY = /^(node:|@duckdb\/node-api$|parquet-wasm\/node$|fs$|path$|crypto$)/;

/** Every module reachable by value imports from `entry`, and the bare or node: specifiers they import. */
function reachable(entry: string): { files: string[]; external: Map<string, string> } {
  const files = new Set<string>();
  const external = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const spec = m[1]!;
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
      else external.set(spec, path.relative(root, file));
    }
  };
  visit(path.join(root, entry));
  return { files: [...files].map((f) => path.relative(root, f)), external };
}

describe('browser-safe reproduce renderers', () => {
  for (const entry of ['src/site/client/data-table.ts', 'src/site/view-citation.ts']) {
    it(`${entry} reaches no Node API`, () => {
      const { files, external } = reachable(entry);
      const bad = [...external].filter(([spec]) => SERVER_ONLY.test(spec)).map(([spec, from]) => `${spec} (from ${from})`);
      expect(bad).toEqual([]);
      if (entry.endsWith('data-table.ts')) expect(files).toEqual(expect.arrayContaining(['src/reproduce/artifact-grid.ts', 'src/reproduce/latex.ts', 'src/reproduce/markdown.ts', 'src/reproduce/render.ts']));
    });
  }

  it('the walk sees a Node import where there is one (src/reproduce/paper-tables.ts reaches DuckDB)', () => {
    expect([...reachable('src/reproduce/paper-tables.ts').external.keys()]).toContain('@duckdb/node-api');
  });
});
