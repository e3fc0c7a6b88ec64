/**
 * The other files of the dataset bundle of a real data build (the mini release, mini-bundle.ts),
 * as the tools that read them expect:
 * - README.md: Hugging Face dataset-card front matter ("configs": config_name, data_files with
 *   split and path, one `default: true`), every config a "test" split of an existing Parquet
 *   file, and no Parquet column of a type `datasets` cannot read (an Arrow map);
 * - the table Parquet files: count columns (and integer-formatted ones) stored as integers;
 * - SHA256SUMS: a line for every other file of the archive, with its sha256;
 * - views.sql: runs in DuckDB from the bundle folder, one view per Parquet file with its rows;
 * - BibTeX: only entry types natbib's styles define, each software/dataset entry with a year and
 *   howpublished or url; CITATION.cff: the dataset's own title and type.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetArchiveEntries } from '../../src/site/dataset-archive.ts';
import { readCitation } from '../../src/dataset/citation.ts';
import { buildMiniBundle, parquetColumns, readJson, root, type ManifestShape } from './mini-bundle.ts';

let tmp = '';
let build = '';
let manifest: ManifestShape;

beforeAll(() => {
  ({ tmp, build } = buildMiniBundle());
  manifest = readJson(path.join(build, 'manifest.json'));
});
afterAll(() => { if (tmp) fs.rmSync(tmp, { recursive: true, force: true }); });

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const parquetPaths = () => manifest.artifacts.filter((a) => a.kind === 'parquet').map((a) => a.path);

interface HubConfig { config_name: string; default: boolean; data_files: { split: string; path: string }[] }

/**
 * The "configs" list of the card's front matter, read in the block layout the Hugging Face
 * dataset-card docs show (`- config_name:`, `data_files:` with `- split:` / `path:` items,
 * `default: true`); every scalar is a YAML double-quoted string, which JSON reads the same.
 */
function hubConfigs(card: string): HubConfig[] {
  const front = /^---\n([\s\S]*?)\n---\n/.exec(card);
  if (!front) throw new Error('README.md: no front matter');
  const lines = front[1]!.split('\n');
  const start = lines.indexOf('configs:');
  if (start < 0) throw new Error('README.md: no configs');
  const configs: HubConfig[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break;
    let m: RegExpExecArray | null;
    if ((m = /^ {2}- config_name: (".*")$/.exec(line))) configs.push({ config_name: JSON.parse(m[1]!), default: false, data_files: [] });
    else if (/^ {4}data_files:$/.test(line)) continue;
    else if ((m = /^ {6}- split: (".*")$/.exec(line))) configs.at(-1)!.data_files.push({ split: JSON.parse(m[1]!), path: '' });
    else if ((m = /^ {8}path: (".*")$/.exec(line))) configs.at(-1)!.data_files.at(-1)!.path = JSON.parse(m[1]!);
    else if (/^ {4}default: true$/.test(line)) configs.at(-1)!.default = true;
    else throw new Error(`README.md: configs: unexpected line ${JSON.stringify(line)}`);
  }
  return configs;
}

describe('README.md (Hugging Face dataset card)', () => {
  it('has one config per Parquet file, each a "test" split of that file, and exactly one default', () => {
    const configs = hubConfigs(fs.readFileSync(path.join(build, 'README.md'), 'utf8'));
    expect(configs.map((c) => c.data_files.map((d) => d.path)).flat().sort()).toEqual(parquetPaths().sort());
    for (const c of configs) {
      expect(c.data_files, c.config_name).toHaveLength(1);
      expect(c.data_files[0]!.split, c.config_name).toBe('test');
      expect(fs.existsSync(path.join(build, c.data_files[0]!.path))).toBe(true);
    }
    expect(configs.filter((c) => c.default).map((c) => c.config_name)).toEqual(['verdicts']);
    expect(new Set(configs.map((c) => c.config_name)).size).toBe(configs.length);
  });

  it('no Parquet file has a map column (no datasets dtype for an Arrow map)', async () => {
    const hasMap = (n: { converted: string | null; logical: string | null; children: any[] }): boolean =>
      n.converted === 'MAP' || n.converted === 'MAP_KEY_VALUE' || /map/i.test(n.logical ?? '') || n.children.some(hasMap);
    for (const p of parquetPaths()) for (const c of await parquetColumns(path.join(build, p))) expect(hasMap(c), `${p}: ${c.name}`).toBe(false);
  });
});

describe('table Parquet files', () => {
  it('store count columns, and numbers formatted as integers (d3 "d"), as integers (INT32 or INT64)', async () => {
    const tables = manifest.artifacts.filter((a) => a.kind === 'table');
    let checked = 0;
    for (const t of tables) {
      const table = readJson<{ id: string; columns: { id: string; unit: string; format: string | null }[] }>(path.join(build, t.path));
      const parquet = manifest.artifacts.find((a) => a.path === `parquet/${table.id}.parquet`);
      if (!parquet) continue; // a table without a Parquet copy
      const columns = await parquetColumns(path.join(build, parquet.path));
      for (const c of table.columns.filter((x) => x.unit === 'count' || (x.format !== null && /d$/.test(x.format)))) {
        expect(['INT32', 'INT64'], `${parquet.path}: ${c.id}`).toContain(columns.find((p) => p.name === c.id)?.type);
        checked++;
      }
      // A mean rank stays a double.
      for (const c of table.columns.filter((x) => x.unit === 'percent')) expect(columns.find((p) => p.name === c.id)?.type, `${parquet.path}: ${c.id}`).toBe('DOUBLE');
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('SHA256SUMS', () => {
  it('lists every other file the archive ships (card, Croissant, citation, views.sql, data) with its sha256', () => {
    const lines = fs.readFileSync(path.join(build, 'SHA256SUMS'), 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith('#'));
    const listed = new Map(lines.map((l) => {
      const m = /^([0-9a-f]{64}) {2}(.+)$/.exec(l);
      if (!m) throw new Error(`SHA256SUMS: line ${l}`);
      return [m[2]!, m[1]!];
    }));
    const shipped = datasetArchiveEntries(build).map((e) => e.path).filter((p) => p !== 'SHA256SUMS');
    for (const p of ['croissant.json', 'README.md', 'CITATION.cff', 'views.sql']) expect(shipped).toContain(p);
    for (const p of shipped) expect(listed.get(p), p).toBe(sha(path.join(build, p)));
  });
});

describe('views.sql', () => {
  it('runs in DuckDB from the bundle folder: one view per Parquet file, with its rows', async () => {
    const sql = fs.readFileSync(path.join(build, 'views.sql'), 'utf8');
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      // Relative paths as from the unpacked folder (DuckDB resolves them against file_search_path).
      await connection.run(`SET file_search_path = '${build.replace(/'/g, "''")}'`);
      await connection.run(sql);
      for (const a of manifest.artifacts.filter((x) => x.kind === 'parquet')) {
        const view = path.basename(a.path, '.parquet');
        const reader = await connection.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM "${view}"`);
        expect(reader.getRowObjectsJson()[0]!.n, view).toBe(a.rows);
      }
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});

/** Entry types with a definition in natbib's plainnat.bst (its ENTRY functions); @software is not among them. */
const NATBIB_TYPES = ['article', 'book', 'booklet', 'inbook', 'incollection', 'inproceedings', 'conference', 'manual', 'mastersthesis', 'misc', 'phdthesis', 'proceedings', 'techreport', 'unpublished'];

function entries(bibtex: string): { type: string; key: string; fields: Map<string, string> }[] {
  return [...bibtex.matchAll(/@(\w+)\{([^,]+),\n([\s\S]*?)\n\}/g)].map((m) => ({
    type: m[1]!.toLowerCase(), key: m[2]!,
    fields: new Map([...m[3]!.matchAll(/^ {2}(\w+)\s*= \{(.*)\},?$/gm)].map((f) => [f[1]!, f[2]!])),
  }));
}

describe('citations', () => {
  it('BibTeX (repository and dataset): natbib entry types only; the software and dataset entries have a year and howpublished or url', () => {
    const repository = entries(readCitation(root).bibtex);
    const dataset = entries(readJson(path.join(build, 'croissant.json')).citeAs);
    expect(repository.length).toBeGreaterThan(0);
    for (const e of [...repository, ...dataset]) {
      expect(NATBIB_TYPES, e.key).toContain(e.type);
      for (const v of e.fields.values()) expect(v.split('{').length, `${e.key}: braces`).toBe(v.split('}').length);
    }
    const made = [...repository, ...dataset].filter((e) => e.key !== 'harnessif'); // the paper's entry has the year CITATION.cff gives it, if any
    expect(made.map((e) => e.key)).toContain('harnessif_explorer');
    expect(made.some((e) => e.key.startsWith('harnessif_data_'))).toBe(true);
    for (const e of made) {
      expect(e.fields.get('year'), `${e.key}: year`).toMatch(/^\d{4}$/);
      expect(e.fields.has('howpublished') || e.fields.has('url'), `${e.key}: howpublished or url`).toBe(true);
    }
  });

  it('the dataset\'s CITATION.cff is its own: type dataset, a title of its own naming the release, pinned to the release hash', () => {
    const cff = fs.readFileSync(path.join(build, 'CITATION.cff'), 'utf8');
    const repositoryTitle = /^title: (.*)$/m.exec(readCitation(root).cff)![1];
    const title = /^title: (.*)$/m.exec(cff)![1]!;
    expect(title).not.toBe(repositoryTitle);
    expect(JSON.parse(title)).toContain(manifest.release.title);
    expect(cff).toMatch(/^type: dataset$/m);
    expect(cff.match(/^title: /gm)).toHaveLength(1);
    expect(cff).toContain(`value: "sha256:${manifest.release.manifest_sha256}"`);
  });
});
