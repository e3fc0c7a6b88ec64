/**
 * Task pages and verdict shards (task-pages.ts): what a range gives, how ranges are cut, that a
 * shard not matching its schema stops the build with the file and field named, and that a verdict
 * row not matching VerdictDetail stops it before any shard is written (the rows are checked in
 * SQL, task-entities.ts).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TaskEntity, VerdictShard } from '../../src/artifacts/entities.ts';
import { taskRanges } from '../../src/pipeline/task-entities.ts';
import { writeTaskRange, type TaskRange } from '../../src/pipeline/task-entity-files.ts';
import { computeTaskEntities } from '../../src/pipeline/task-entities.ts';
import type { DuckDBConnection } from '@duckdb/node-api';
import { openDatabase } from '../../src/pipeline/db.ts';
import type { BuildContext } from '../../src/pipeline/context.ts';
import { tempDir } from './helpers.ts';

const verdict = (id: string, model: string, rule: string, round: number, v: 'pass' | 'fail', extra: Record<string, unknown> = {}) => ({
  verdict_id: id, model_id: model, task_id: 'T001', round, rule_id: rule, raw_verdict: v, verdict: v, collapsed: false, method: 'regex',
  votes: null, cascade_group: null, cascade_rank: null, evidence: 'line 3: <b>"x"</b>', rationale: 'matched', ...extra,
});

function range(outDir: string, verdicts: object[]): TaskRange {
  return {
    outDir,
    tasks: [
      { task_id: 'T001', status: 'panel', scenario: 'backend', title: 'A task', summary: 'Does a thing', turns: '["do it","again"]', injected: '[{"rule_id":"R0001","surface":"SP"}]', injected_rules: 1, pilot_pass_rate: 0.5, pilot_discrimination: 0.25 },
      { task_id: 'T002', status: 'dropped', scenario: 'backend', title: 'No verdicts', summary: '', turns: '[]', injected: '[]', injected_rules: 0, pilot_pass_rate: 0, pilot_discrimination: 0 },
    ],
    perModel: { T001: [{ model_id: 'model-a', passes: 1, qualifying: 3 }, { model_id: 'model-b', passes: 0, qualifying: 0 }], T002: [] },
    evidence: {},
    verdicts: { T001: new TextEncoder().encode(JSON.stringify(verdicts)) },
  };
}

/** One verdicts-table row as a SELECT of literals. */
const rowSql = (v: ReturnType<typeof verdict>) => `SELECT ${["verdict_id", "model_id", "task_id", "rule_id", "raw_verdict", "verdict", "method", "evidence", "rationale"].map((k) => `'${String(v[k as keyof typeof v]).replaceAll("'", "''")}' AS ${k}`).join(', ')},
    'workflow' AS family, 'SP' AS surface, ${v.round} AS round, ${v.collapsed} AS collapsed, NULL::VARCHAR[] AS votes, NULL::VARCHAR AS cascade_group, ${v.cascade_rank ?? 'NULL'}::INTEGER AS cascade_rank,
    ${v.verdict === 'pass' || v.verdict === 'fail'} AS qualifying, ${v.verdict === 'pass' ? 1 : 0} AS z`;

/** A tasks-table row as a SELECT of literals. */
const taskSql = (id: string) => `SELECT '${id}' AS task_id, 'panel' AS status, 'backend' AS scenario, 'A task' AS title, 'Does a thing' AS summary,
    ['do it'] AS turns, [{rule_id: 'R0001', surface: 'SP'}] AS injected, 1 AS injected_rules, 0.5 AS pilot_pass_rate, 0.25 AS pilot_discrimination`;

/** A scratch DuckDB (in a temp folder) with tables `tasks` and `verdicts` of these rows, closed after `body`. */
async function withTables(name: string, taskIds: string[], verdicts: ReturnType<typeof verdict>[], body: (c: DuckDBConnection, dir: string) => Promise<void>): Promise<void> {
  const dir = tempDir(name);
  const db = await openDatabase(join(dir, 'scratch.duckdb'));
  try {
    await db.connection.run(`CREATE TABLE tasks AS ${taskIds.map(taskSql).join(' UNION ALL ')}`);
    await db.connection.run(`CREATE TABLE verdicts AS ${verdicts.map(rowSql).join(' UNION ALL ')}`);
    await body(db.connection, dir);
  } finally {
    db.close();
  }
}

/** Every file under dir (relative path → bytes). */
function filesUnder(dir: string): Map<string, Buffer> {
  return new Map(readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => {
    const file = join(e.parentPath, e.name);
    return [relative(dir, file), readFileSync(file)];
  }));
}

const three = [verdict('V000003', 'model-b', 'R0001', 1, 'fail'), verdict('V000001', 'model-a', 'R0002', 2, 'pass'), verdict('V000002', 'model-a', 'R0001', 2, 'fail')];

describe('task pages and verdict shards', () => {
  it('writes each task page, and a shard holding the verdicts byte for byte as given, with summaries computed from the per-model counts', () => {
    const out = tempDir('task-pages');
    const result = writeTaskRange(range(out, three));
    expect(result.entities.map((e) => e.path)).toEqual(['entities/verdicts/T001.json', 'entities/tasks/T001.json', 'entities/tasks/T002.json']);
    expect(result.summaries.map((s) => [s.task_id, s.passes, s.qualifying, s.acc])).toEqual([['T001', 1, 3, 33.3333333333], ['T002', 0, 0, null]]);
    const shardText = readFileSync(join(out, 'entities/verdicts/T001.json'), 'utf8');
    expect(shardText).toBe(`${JSON.stringify({ task_id: 'T001', verdicts: three })}\n`);
    expect(VerdictShard.parse(JSON.parse(shardText)).verdicts).toHaveLength(3);
    const page = TaskEntity.parse(JSON.parse(readFileSync(join(out, 'entities/tasks/T001.json'), 'utf8')));
    expect(page.per_model.map((m) => m.acc)).toEqual([33.3333333333, null]);
    expect(page.injected).toEqual([{ rule_id: 'R0001', surface: 'SP' }]);
    expect(result.entities[0]!.bytes).toBe(Buffer.byteLength(shardText));
  });

  it('refuses a shard whose wrapper does not match its schema, naming the file and field', () => {
    const bad = range(tempDir('task-pages-bad'), three);
    bad.tasks[0]!.task_id = 'T1';
    bad.verdicts = { T1: bad.verdicts.T001! };
    expect(() => writeTaskRange(bad)).toThrow(/entities\/verdicts\/T1\.json: field task_id/);
  });

  it('checks every verdict row of a shard by VerdictShard where it is written: good rows give shards zod accepts, a bad row stops it', async () => {
    await withTables('task-entities', ['T001'], three, async (c, dir) => {
      const ctx = { connection: c, outDir: join(dir, 'out'), entities: [], log: () => {} } as unknown as BuildContext;
      await computeTaskEntities(ctx);
      const shard = VerdictShard.parse(JSON.parse(readFileSync(join(dir, 'out', 'entities/verdicts/T001.json'), 'utf8')));
      expect(shard.verdicts.map((v) => v.verdict_id)).toEqual(['V000001', 'V000002', 'V000003']);
      expect(shard.verdicts[0]).toEqual(three[1]);

      await c.run(`INSERT INTO verdicts BY NAME (${rowSql(verdict('V000004', 'model-a', 'R0001', 1, 'pass', { method: 'telepathy' }))})`);
      const again = { ...ctx, outDir: join(dir, 'out-bad'), entities: [] } as BuildContext;
      await expect(computeTaskEntities(again)).rejects.toThrow(/entities\/verdicts\/T001\.json: field verdicts\.3\.method: Invalid option/);
      expect(existsSync(join(dir, 'out-bad', 'entities/verdicts/T001.json'))).toBe(false);
    });
  });

  it('writes the same files when the verdicts are read range by range, and stops at a bad row in a middle range', async () => {
    const rows = ['T001', 'T002', 'T002', 'T003', 'T004'].map((task, i) => verdict(`V00000${i + 1}`, 'model-a', 'R0001', 1, i % 2 ? 'pass' : 'fail', { task_id: task }));
    await withTables('task-entities-ranges', ['T001', 'T002', 'T003', 'T004'], rows, async (c, dir) => {
      const build = async (name: string, perRead: number) => {
        const ctx = { connection: c, outDir: join(dir, name), entities: [], log: () => {} } as unknown as BuildContext;
        await computeTaskEntities(ctx, perRead);
        return ctx;
      };
      const whole = await build('whole', 1_000);
      const ranged = await build('ranged', 1);
      expect(filesUnder(join(dir, 'ranged'))).toEqual(filesUnder(join(dir, 'whole')));
      expect(ranged.entities).toEqual(whole.entities);
      expect([...filesUnder(join(dir, 'ranged')).keys()].filter((p) => p.startsWith('entities/verdicts/')).sort()).toEqual(['T001', 'T002', 'T003', 'T004'].map((t) => `entities/verdicts/${t}.json`));

      await c.run(`UPDATE verdicts SET method = 'telepathy' WHERE verdict_id = 'V000003'`);
      await expect(build('bad', 1)).rejects.toThrow(/entities\/verdicts\/T002\.json: field verdicts\.1\.method: Invalid option/);
      expect(existsSync(join(dir, 'bad', 'entities/verdicts/T001.json'))).toBe(true);
      expect(existsSync(join(dir, 'bad', 'entities/verdicts/T002.json'))).toBe(false);
      expect(existsSync(join(dir, 'bad', 'entities/verdicts/T003.json'))).toBe(false);
    });
  });

  it('leaves no query running when a range fails its check (the build then closes the connection, and closing it under a query hangs)', async () => {
    const rows = [verdict('V000001', 'model-a', 'R0001', 1, 'pass', { method: 'telepathy' }), verdict('V000002', 'model-a', 'R0001', 1, 'pass', { task_id: 'T002' })];
    await withTables('task-entities-in-flight', ['T001', 'T002'], rows, async (c, dir) => {
      // The connection's queries still running, counted around each run().
      let running = 0;
      const counted = new Proxy(c, {
        get(target, name) {
          if (name !== 'run') return Reflect.get(target, name, target) as unknown;
          return async (...args: Parameters<typeof c.run>) => {
            running++;
            try { return await target.run(...args); } finally { running--; }
          };
        },
      });
      const ctx = { connection: counted, outDir: join(dir, 'out'), entities: [], log: () => {} } as unknown as BuildContext;
      await expect(computeTaskEntities(ctx, 1)).rejects.toThrow(/entities\/verdicts\/T001\.json: field verdicts\.0\.method/);
      expect(running).toBe(0);
    });
  });

  it('cuts tasks into ranges of at most the given verdicts, a larger task alone', () => {
    const counts = new Map([['T1', 3], ['T2', 3], ['T3', 10], ['T4', 1], ['T5', 0]]);
    expect(taskRanges(['T1', 'T2', 'T3', 'T4', 'T5'], counts, 6)).toEqual([[0, 2], [2, 3], [3, 5]]);
    expect(taskRanges([], counts, 6)).toEqual([]);
  });
});
