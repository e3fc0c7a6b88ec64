// Artifact loading for pages: a malformed build fails at site build time naming file and field.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ArtifactError, loadTable, readArtifact, tableIds } from '../../src/site/load.ts';
import { TableArtifact } from '../../src/artifacts/table.ts';

const dirs: string[] = [];
function buildDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-load-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  process.env.HIF_DATA_DIR = dir;
  return dir;
}
afterEach(() => {
  delete process.env.HIF_DATA_DIR;
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('readArtifact', () => {
  it('names the file and the failing field path', () => {
    const dir = buildDir({ 'tables/t.json': JSON.stringify({ id: 't', title: 'T', paper_ref: null, description: '', provenance: { sql: null, statistic: null, rows: { kind: 'query', sql: 'SELECT 1' } }, columns: [{ id: 'x', label: 'X', description: null, unit: 'furlongs', format: null, interval_of: null, bound: null, links_to: null }], rows: [], notes: [] }) });
    expect(() => readArtifact(path.join(dir, 'tables/t.json'), TableArtifact)).toThrow(ArtifactError);
    expect(() => readArtifact(path.join(dir, 'tables/t.json'), TableArtifact)).toThrow(/tables\/t\.json: field columns\.0\.unit/);
  });
  it('names the file when it is not JSON', () => {
    const dir = buildDir({ 'tables/bad.json': '{ nope' });
    expect(() => readArtifact(path.join(dir, 'tables/bad.json'), TableArtifact)).toThrow(/bad\.json: cannot read JSON/);
  });
});

describe('tables of a build', () => {
  it('lists table ids from the build folder and rejects a table whose id is not its file name', () => {
    const table = { id: 'other', title: 'T', paper_ref: null, description: '', provenance: { sql: null, statistic: null, rows: { kind: 'query', sql: 'SELECT 1' } }, columns: [{ id: 'x', label: 'X', description: null, unit: 'count', format: 'd', interval_of: null, bound: null, links_to: null }], rows: [{ x: 1 }], notes: [] };
    buildDir({ 'tables/renamed.json': JSON.stringify(table) });
    expect(tableIds()).toEqual(['renamed']);
    expect(() => loadTable('renamed')).toThrow(/field id: is "other", expected "renamed"/);
  });
  it('names a missing table', () => {
    buildDir({ 'tables/a.json': '{}' });
    expect(() => loadTable('missing')).toThrow(/table artifact "missing" is missing/);
  });
});
