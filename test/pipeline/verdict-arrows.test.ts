/**
 * The verdict Arrow files (src/pipeline/verdict-arrows.ts): a dictionary's code width follows its
 * count (Int16 stays Int16 at 32,768 values, widens to Int32 past it, never wraps), and a file
 * over the budget is also written per model with the whole file's dictionaries and codes.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import { tableFromIPC } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { computeVerdictArrows, indexWidth } from '../../src/pipeline/verdict-arrows.ts';
import type { BuildContext } from '../../src/pipeline/context.ts';

describe('indexWidth', () => {
  it('keeps the usual width while the codes 0…count−1 fit it, and widens past it', () => {
    expect(indexWidth(6000, 'int16').name).toBe('int16');
    expect(indexWidth(32_768, 'int16').name).toBe('int16'); // codes 0…32,767
    expect(indexWidth(32_769, 'int16').name).toBe('int32');
    expect(indexWidth(4, 'int8').name).toBe('int8');
    expect(indexWidth(128, 'int8').name).toBe('int8');
    expect(indexWidth(129, 'int8').name).toBe('int16');
    expect(() => indexWidth(2 ** 31 + 1, 'int16')).toThrow(/does not fit Int32/);
  });
});

type Binary = BuildContext['binaries'][number];

/** Runs the step over a `verdicts` table of `n` rows, 33,000 distinct task ids (more than Int16 codes number) and 3 models. */
async function arrowsOf(n: number, budget?: number): Promise<Binary[]> {
  const db = await DuckDBInstance.create(':memory:');
  const connection = await db.connect();
  await connection.run(`CREATE TABLE verdicts AS SELECT
      'V' || lpad((i + 1)::VARCHAR, 6, '0') AS verdict_id,
      ['model-a', 'model-b', 'model-c'][i % 3 + 1] AS model_id,
      'T' || lpad((i % 33000)::VARCHAR, 6, '0') AS task_id,
      'R' || lpad((i % 7)::VARCHAR, 4, '0') AS rule_id,
      ['SP', 'SD'][i % 2 + 1] AS surface, 'format' AS family, 'positive' AS modality_class, 'write' AS action,
      'llm_judge' AS method, 'neutral' AS prior, 'curated' AS lineage, 1 + i % 2 AS round,
      ['pass', 'fail', 'na'][i % 3 + 1] AS raw_verdict, ['pass', 'fail', 'na'][i % 3 + 1] AS verdict,
      i % 3 < 2 AS qualifying, (i % 3 = 0)::TINYINT AS z
    FROM range(${n}) t(i)`);
  const ctx = { connection, binaries: [] as Binary[] } as unknown as BuildContext;
  await computeVerdictArrows(ctx, budget);
  connection.closeSync();
  return ctx.binaries;
}

describe('computeVerdictArrows', () => {
  it('widens a dictionary of more than 32,768 values to Int32 codes that read back as the values', async () => {
    const binaries = await arrowsOf(33_010);
    const all = binaries.find((b) => b.path === 'verdicts.arrow')!;
    const table = tableFromIPC(all.bytes);
    const field = (name: string) => table.schema.fields.find((f) => f.name === name)!;
    expect(String(field('task_id').type)).toBe('Dictionary<Int32, Utf8>');
    expect(String(field('model_id').type)).toBe('Dictionary<Int16, Utf8>');
    expect(String(field('effective_verdict').type)).toBe('Dictionary<Int8, Utf8>');
    expect(all.columns.find((c) => c.name === 'task_id')!.type).toMatch(/^dictionary<int32, utf8>/);
    expect(all.columns.find((c) => c.name === 'rule_id')!.type).toMatch(/^dictionary<int16, utf8>/);
    const tasks = table.getChild('task_id')!;
    // Rows are in verdict order: row i is the verdict made from i, task i mod 33,000.
    for (const i of [0, 32_767, 32_768, 32_999, 33_000, 33_009]) expect(tasks.get(i)).toBe(`T${String(i % 33_000).padStart(6, '0')}`);
    expect(binaries.some((b) => b.path.startsWith('verdicts-by-model/'))).toBe(false);
  });

  it('writes one file per model over the budget: each model\'s rows in verdict order, the whole file\'s dictionaries', async () => {
    const binaries = await arrowsOf(33_010, 1000);
    const whole = tableFromIPC(binaries.find((b) => b.path === 'verdicts.arrow')!.bytes);
    const files = binaries.filter((b) => b.path.startsWith('verdicts-by-model/'));
    expect(files.map((b) => b.path)).toEqual(['verdicts-by-model/model-a.arrow', 'verdicts-by-model/model-b.arrow', 'verdicts-by-model/model-c.arrow']);
    expect(files.reduce((sum, b) => sum + b.rows, 0)).toBe(whole.numRows);
    const b = tableFromIPC(files[1]!.bytes);
    expect(b.numRows).toBe(11_003); // i ≡ 1 (mod 3) for i < 33,010
    const wholeTasks = whole.getChild('task_id')!.data[0]!;
    const bTasks = b.getChild('task_id')!.data[0]!;
    expect(bTasks.dictionary!.length).toBe(wholeTasks.dictionary!.length);
    for (const k of [0, 5000, 11_002]) {
      const i = 3 * k + 1;
      expect(b.getChild('verdict')!.get(k)).toBe(i + 1);
      expect(b.getChild('model_id')!.get(k)).toBe('model-b');
      expect(b.getChild('task_id')!.get(k)).toBe(whole.getChild('task_id')!.get(i));
      expect(bTasks.values[k]).toBe(wholeTasks.values[i]);
    }
    // The qualifying file is never split.
    expect(binaries.filter((x) => x.path.includes('qualifying')).map((x) => x.path)).toEqual(['qualifying_verdicts.arrow']);
  });
});
