// The SQL page's Node-testable parts: Parquet → DuckDB-WASM tables (src/site/query/parquet-table.ts,
// run here with DuckDB-WASM's Node build and parquet-wasm's Node build, the same wasm code the page
// ships) compared with stock DuckDB (@duckdb/node-api) reading the same file; and the page's pure helpers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { readParquet } from 'parquet-wasm';
import { createTableFromParquet } from '../../src/site/query/parquet-table.ts';
import { cellText, downloadedText, resultCsv, resultShownTable, SHOWN_ROWS, viewsMentioned } from '../../src/site/query/client.ts';
import { copyShownTable } from '../../src/site/table-copy.ts';
import { resultValue, scaledDecimal } from '../../src/site/query/result-values.ts';

const require = createRequire(import.meta.url);
type Row = { toJSON(): Record<string, unknown> };
interface BlockingConnection {
  query(sql: string): { toArray(): Row[]; numRows: number; schema: { fields: { name: string; type: { typeId: number; scale?: number } }[] }; getChildAt(i: number): { get(r: number): unknown } | null };
  insertArrowFromIPCStream(buffer: Uint8Array, options: { name: string; create: boolean }): void;
}
const dist = path.dirname(require.resolve('@duckdb/duckdb-wasm/dist/duckdb-node-blocking.cjs'));
const toIpc = (b: Uint8Array) => readParquet(b).intoIPCStream();

let tmp: string;
let wasm: BlockingConnection;
let native: DuckDBConnection;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-query-test-'));
  const duckdb = require('@duckdb/duckdb-wasm/dist/duckdb-node-blocking.cjs');
  const db = await duckdb.createDuckDB({
    mvp: { mainModule: `${dist}/duckdb-mvp.wasm`, mainWorker: `${dist}/duckdb-node-mvp.worker.cjs` },
    eh: { mainModule: `${dist}/duckdb-eh.wasm`, mainWorker: `${dist}/duckdb-node-eh.worker.cjs` },
  }, new duckdb.VoidLogger(), duckdb.NODE_RUNTIME);
  await db.instantiate();
  wasm = db.connect();
  // As on the page: a query needing an extension fails instead of fetching it.
  wasm.query('SET autoinstall_known_extensions = false');
  wasm.query('SET autoload_known_extensions = false');
  native = await (await DuckDBInstance.create(':memory:')).connect();
}, 60_000);
afterAll(() => { if (tmp) fs.rmSync(tmp, { recursive: true, force: true }); });

/** Every row as one text (columns cast to VARCHAR, nulls marked), in table order. */
const rowsSql = (columns: string[], from: string) =>
  `SELECT concat_ws(chr(31), ${columns.map((c) => `coalesce(CAST("${c}" AS VARCHAR), '<null>')`).join(', ')}) AS row_text FROM ${from}`;

async function compareWithStockDuckDB(file: string, name: string): Promise<{ types: string[]; rows: number }> {
  await createTableFromParquet(wasm, name, new Uint8Array(fs.readFileSync(file)), toIpc);
  const source = `read_parquet('${file.replace(/'/g, "''")}')`;
  const described = (await native.runAndReadAll(`DESCRIBE SELECT * FROM ${source}`)).getRowObjects();
  const expectedTypes = described.map((r) => `${r.column_name}: ${r.column_type}`);
  const columns = described.map((r) => String(r.column_name));
  const expectedRows = (await native.runAndReadAll(rowsSql(columns, source))).getRows().map((r) => r[0]);
  expect(wasm.query(`DESCRIBE ${name}`).toArray().map((r) => { const o = r.toJSON(); return `${o.column_name}: ${o.column_type}`; })).toEqual(expectedTypes);
  expect(wasm.query(rowsSql(columns, name)).toArray().map((r) => r.toJSON().row_text)).toEqual(expectedRows);
  return { types: expectedTypes, rows: expectedRows.length };
}

describe('createTableFromParquet (parquet-wasm → Arrow IPC → DuckDB-WASM)', () => {
  it('gives the types and rows stock DuckDB reads from a zstd file with every column type the build writes, nulls and awkward text', async () => {
    const file = path.join(tmp, 'all_types.parquet');
    await native.run(`COPY (
      SELECT * FROM (VALUES
        ('a,"b"\n c', true, 1::TINYINT, 2::INTEGER, 3000000000000::BIGINT, 0.1::DOUBLE, ['x', 'y, z'], MAP {'k': 'v', 'q"': NULL}, [{'rule_id': 'R1', 'surface': 'SP'}]),
        (NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
        ('Ünïcødé ✓ <script>', false, (-128)::TINYINT, (-2147483648)::INTEGER, -1::BIGINT, -1e300::DOUBLE, [], MAP {}, [])
      ) AS t(s, b, ti, i, bi, d, l, m, sl)
    ) TO '${file}' (FORMAT parquet, COMPRESSION zstd)`);
    const { types, rows } = await compareWithStockDuckDB(file, 'all_types');
    expect(rows).toBe(3);
    expect(types).toEqual(['s: VARCHAR', 'b: BOOLEAN', 'ti: TINYINT', 'i: INTEGER', 'bi: BIGINT', 'd: DOUBLE', 'l: VARCHAR[]',
      'm: MAP(VARCHAR, VARCHAR)', 'sl: STRUCT(rule_id VARCHAR, surface VARCHAR)[]']);
    const sums = wasm.query('SELECT sum(bi)::VARCHAR AS s, count(s) AS n, sum(len(l))::BIGINT AS items FROM all_types').toArray()[0]!.toJSON();
    expect(sums).toEqual({ s: '2999999999999', n: 2n, items: 2n });
  });

  it('reads the site fixture build\'s verdicts.parquet as stock DuckDB does', async () => {
    const { rows } = await compareWithStockDuckDB(path.resolve('test/fixtures/site/build/parquet/verdicts.parquet'), 'verdicts');
    expect(rows).toBeGreaterThan(0);
  });

  it('refuses a table name the page does not make (it is spliced into no SQL, but names come from file names)', async () => {
    await expect(createTableFromParquet(wasm, 'bad name', new Uint8Array(), toIpc)).rejects.toThrow(/bad name: not a table name/);
  });
});

describe('resultValue (DuckDB-WASM result cells as shown)', () => {
  it('shows DECIMAL and HUGEINT exactly with their scale, DATE and TIMESTAMP as text, others unchanged', () => {
    const t = wasm.query(`SELECT 1.50::DECIMAL(10,2) AS a, (-0.05)::DECIMAL(10,2) AS b, 12.3456::DECIMAL(18,4) AS c,
      sum(x) AS huge, 170141183460469231731687303715884105727::HUGEINT AS hmax, DATE '2024-01-02' AS d,
      TIMESTAMP '2024-01-02 03:04:05.678' AS ts, 0.1::DOUBLE AS f, NULL::DECIMAL(10,2) AS n
      FROM (VALUES (1::BIGINT), (2)) v(x)`);
    const shown = t.schema.fields.map((f, i) => resultValue(t.getChildAt(i)!.get(0), f.type));
    expect(shown).toEqual(['1.50', '-0.05', '12.3456', '3', '170141183460469231731687303715884105727', '2024-01-02', '2024-01-02 03:04:05.678', 0.1, null]);
  });
  it('scaledDecimal pads short digits', () => {
    expect([scaledDecimal('5', 3), scaledDecimal('-5', 3), scaledDecimal('12345', 0)]).toEqual(['0.005', '-0.005', '12345']);
  });
});

describe('SQL page helpers', () => {
  it('viewsMentioned: whole words, any case, not in -- comments', () => {
    const views = ['verdicts', 'rules', 'rule_model_rates', 'models'];
    expect(viewsMentioned('SELECT * FROM Verdicts v JOIN rules USING (rule_id) -- models', views)).toEqual(['verdicts', 'rules']);
    expect(viewsMentioned('SELECT * FROM rule_model_rates', views)).toEqual(['rule_model_rates']);
  });
  it('cellText: null → empty, bigint as digits, nested values as JSON', () => {
    expect([cellText(null), cellText(undefined), cellText(12n), cellText(0.5), cellText(['a', 1n])]).toEqual(['', '', '12', '0.5', '["a","1"]']);
  });
  it('resultCsv: RFC 4180 quoting, CRLF line ends, header first', () => {
    expect(resultCsv({ columns: ['a', 'b,c'], rows: [['x "y"', null], [1n, 'line\nbreak']] }))
      .toBe('a,"b,c"\r\n"x ""y""",\r\n1,"line\nbreak"\r\n');
  });
  it('resultCsv: formula-leading text is neutralised like every other CSV; numbers are not', () => {
    expect(resultCsv({ columns: ['t', 'n', 'd'], rows: [['=HYPERLINK("x")', -1.5, '-2.50'], ['@SUM(A1)', -3n, '-1+1|cmd'], ['\tx', 0, '+1']] }))
      .toBe(`t,n,d\r\n"'=HYPERLINK(""x"")",-1.5,-2.50\r\n'@SUM(A1),-3,'-1+1|cmd\r\n'\tx,0,+1\r\n`);
  });
});

describe('resultShownTable (the SQL result\'s "Copy as")', () => {
  const result = { columns: ['model', 'n', 'x'], rows: [['a', 3n, null], ['=b', 1.5, 'y'], ...Array.from({ length: SHOWN_ROWS }, () => ['c', 0, null])] };
  it('takes the rows shown (the first SHOWN_ROWS), numeric columns where every value is a number or null', () => {
    const t = resultShownTable(result);
    expect(t.cells).toHaveLength(SHOWN_ROWS);
    expect(t.cells[0]).toEqual(['a', '3', '']);
    expect(t.columns.map((c) => c.numeric)).toEqual([false, true, false]);
  });
  it("CSV: the download's values for the shown rows (formula text neutralised), not all rows", () => {
    const source = { permalink: 'https://x.test/query/', release: { title: 'r', provenance: 'simulated' as const, manifest_sha256: '0'.repeat(64) } };
    const lines = copyShownTable(resultShownTable(result), 'csv', source).split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['model,n,x', 'a,3,', "'=b,1.5,y"]);
    expect(lines.indexOf('')).toBe(SHOWN_ROWS + 1);
  });
});

describe('downloadedText', () => {
  it('prints the progress in MB (10^6 bytes) or kB below a megabyte (hand: 12,345,678 B = 12.3 MB)', () => {
    expect(downloadedText(12_345_678, 34_000_000)).toBe('12.3 of 34.0 MB');
    expect(downloadedText(512_000, 800_000)).toBe('512 of 800 kB');
  });
});
