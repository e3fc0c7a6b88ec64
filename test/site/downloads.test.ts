// Downloads page groups: each file with rows, size and a description from its table or its SQL.
import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '../../src/artifacts/manifest.ts';
import { downloadGroups } from '../../src/site/downloads.ts';

const art = (path: string, kind: string, rows: number | null, bytes: number, sql: string | null = null) => ({ path, kind, columns: null, zod_schema: null, rows, bytes, sha256: '0'.repeat(64), sql });
const manifest = { artifacts: [
  art('parquet/table5_family.parquet', 'parquet', 9, 1500), art('parquet/verdicts.parquet', 'parquet', 1000, 90000, 'src/metrics/verdicts.sql'),
  art('qualifying_verdicts.arrow', 'arrow', 800, 40000), art('tables/table5_family.json', 'table', 9, 3000), art('entities/x.json', 'entity', 1, 10),
] } as unknown as BuildManifest;
const tables = new Map([['table5_family', { title: 'Table 5', description: 'Acc by family.' }]]);

describe('downloadGroups', () => {
  const groups = downloadGroups(manifest, tables, (id) => (id === 'table5_family' ? 321 : -1));
  it('groups by format, entities left out', () => {
    expect(groups.map((g) => [g.id, g.items.map((i) => i.path)])).toEqual([
      ['parquet', ['data/files/parquet/table5_family.parquet', 'data/files/parquet/verdicts.parquet']],
      ['arrow', ['data/files/qualifying_verdicts.arrow']],
      ['csv', ['data/tables/table5_family.csv']],
      ['json', ['data/files/tables/table5_family.json']],
    ]);
  });
  it('describes a file by its table, else by the SQL that made it; CSV size from the writer', () => {
    const parquet = groups[0]!.items;
    expect(parquet[0]).toMatchObject({ name: 'table5_family.parquet', rows: 9, bytes: 1500, description: 'Table 5: Acc by family.' });
    expect(parquet[1]!.description).toBe('Made by src/metrics/verdicts.sql.');
    expect(groups[2]!.items[0]).toMatchObject({ name: 'table5_family.csv', rows: 9, bytes: 321 });
  });
});
