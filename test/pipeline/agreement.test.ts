/**
 * The SQL of the build agrees with direct TypeScript computations on the raw release records:
 * the cascade de-duplication with D's effectiveVerdictsAcrossRuns (src/release/cascade.ts),
 * and Acc / AP-Acc per model, failures by action and surface accuracy with hand-written loops.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DuckDBInstance } from '@duckdb/node-api';
import { effectiveVerdictsAcrossRuns } from '../../src/release/cascade.ts';
import { MODALITY_META } from '../../src/release/vocab.ts';
import type { RuleRecord, TaskRecord, VerdictRecord } from '../../src/release/schemas.ts';
import { readJsonArtifact } from '../../src/artifacts/io.ts';
import { TableArtifact } from '../../src/artifacts/table.ts';
import { TaskEntity } from '../../src/artifacts/entities.ts';
import { ConfusionMatrices } from '../../src/artifacts/confusion-matrices.ts';
import { artifactPaths } from '../../src/artifacts/paths.ts';
import { writeTinyRelease } from './tiny-release.ts';
import { MINI_RELEASE, buildInto, releaseRecords, tempDir } from './helpers.ts';

const tiny = tempDir('tiny-release');
writeTinyRelease(tiny);

describe.each([['mini release', MINI_RELEASE], ['tiny release', tiny]])('SQL agrees with TypeScript on the %s', (_, releaseDir) => {
  // The mini release's build is the shared one (test/shared-builds.ts); the tiny one is built here.
  const shared = releaseDir === MINI_RELEASE;
  const out = shared ? inject('miniBuild') : join(tempDir('out'), 'build');
  let raw: VerdictRecord[];
  let effective: string[];
  let rules: Map<string, RuleRecord>;
  let tasks: TaskRecord[];
  const table = (id: string) => readJsonArtifact(join(out, `tables/${id}.json`), TableArtifact);
  beforeAll(async () => {
    if (!shared) await buildInto(releaseDir, out);
    raw = await releaseRecords<VerdictRecord>(releaseDir, 'verdicts');
    effective = effectiveVerdictsAcrossRuns(raw);
    rules = new Map((await releaseRecords<RuleRecord>(releaseDir, 'rules')).map((r) => [r.rule_id, r]));
    tasks = await releaseRecords<TaskRecord>(releaseDir, 'tasks');
  });

  it('de-duplicates cascades exactly as effectiveVerdictsAcrossRuns', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    const reader = await connection.runAndReadAll(`SELECT verdict_id, verdict, collapsed FROM read_parquet('${join(out, 'parquet/verdicts.parquet')}') ORDER BY verdict_id`);
    const sql = new Map(reader.getRowObjectsJS().map((r) => [String(r.verdict_id), r]));
    connection.closeSync();
    instance.closeSync();
    expect(sql.size).toBe(raw.length);
    raw.forEach((v, i) => {
      expect(sql.get(v.verdict_id)!.verdict, v.verdict_id).toBe(effective[i]);
      expect(sql.get(v.verdict_id)!.collapsed, v.verdict_id).toBe(v.verdict === 'fail' && effective[i] === 'na');
    });
    // the fixtures do exercise the rule (otherwise this test proves nothing)
    expect(raw.some((v, i) => v.verdict === 'fail' && effective[i] === 'na')).toBe(true);
  });

  it('computes Acc and AP-Acc per model as a direct count does', async () => {
    const t2 = await table('table2_leaderboard');
    for (const row of t2.rows) {
      let pass = 0, qual = 0, apPass = 0, apQual = 0;
      raw.forEach((v, i) => {
        if (v.model_id !== row.model_id || (effective[i] !== 'pass' && effective[i] !== 'fail')) return;
        qual++;
        if (effective[i] === 'pass') pass++;
        if (rules.get(v.rule_id)!.prior_label === 'against') {
          apQual++;
          if (effective[i] === 'pass') apPass++;
        }
      });
      expect(row.qualifying).toBe(qual);
      expect(row.against_prior_qualifying).toBe(apQual);
      expect(row.acc as number).toBeCloseTo((100 * pass) / qual, 8);
      if (apQual > 0) expect(row.ap_acc as number).toBeCloseTo((100 * apPass) / apQual, 8);
      else expect(row.ap_acc).toBeNull();
    }
  });

  it('gives each model\'s cohort correlation as a direct count and the one-pass textbook r do', async () => {
    const panel = new Set((await table('table2_leaderboard')).rows.map((r) => String(r.model_id)));
    const counts = new Map<string, [number, number]>(); // model/rule → [passes, qualifying]
    raw.forEach((v, i) => {
      if (!panel.has(v.model_id) || (effective[i] !== 'pass' && effective[i] !== 'fail')) return;
      const key = `${v.model_id}/${v.rule_id}`;
      const [p, q] = counts.get(key) ?? [0, 0];
      counts.set(key, [p + (effective[i] === 'pass' ? 1 : 0), q + 1]);
    });
    const rate = (m: string, r: string) => { const c = counts.get(`${m}/${r}`); return c ? c[0] / c[1] : undefined; };
    const shared = [...rules.keys()].filter((r) => [...panel].every((m) => rate(m, r) !== undefined));
    const cohort = shared.map((r) => [...panel].reduce((a, m) => a + rate(m, r)!, 0) / panel.size);
    // r = (nΣxy − ΣxΣy) / √((nΣx² − (Σx)²)(nΣy² − (Σy)²)), null when a side is constant.
    const textbook = (x: number[], y: number[]) => {
      const n = x.length;
      const s = (f: (i: number) => number) => x.reduce((a, _, i) => a + f(i), 0);
      const [sx, sy, sxy, sxx, syy] = [s((i) => x[i]!), s((i) => y[i]!), s((i) => x[i]! * y[i]!), s((i) => x[i]! ** 2), s((i) => y[i]! ** 2)];
      return new Set(x).size < 2 || new Set(y).size < 2 ? null : (n * sxy - sx * sy) / Math.sqrt((n * sxx - sx ** 2) * (n * syy - sy ** 2));
    };
    const rows = (await table('cohort_correlation')).rows;
    expect(rows.map((r) => r.model_id).sort()).toEqual(shared.length ? [...panel].sort() : []);
    for (const row of rows) {
      const m = String(row.model_id);
      expect(row.rules).toBe(shared.length);
      const expected = textbook(shared.map((r) => rate(m, r)!), cohort);
      if (expected === null) expect(row.pearson_r).toBeNull();
      else expect(row.pearson_r as number).toBeCloseTo(expected, 9);
    }
  });

  it('counts rules admitting each surface and panel placements on it as the release records do', async () => {
    const rows = (await table('surface_placements')).rows;
    const panelPlacements = tasks.filter((t) => t.status === 'panel').flatMap((t) => t.injected.map((p) => p.surface));
    const surfaces = new Set([...[...rules.values()].flatMap((r) => r.admissible_surfaces), ...panelPlacements]);
    expect(rows.map((r) => r.surface).sort()).toEqual([...surfaces].sort());
    for (const row of rows) {
      expect(row.admissible_rules).toBe([...rules.values()].filter((r) => r.admissible_surfaces.includes(row.surface as never)).length);
      expect(row.placements).toBe(panelPlacements.filter((s) => s === row.surface).length);
      expect([row.library_rules, row.panel_placements]).toEqual([rules.size, panelPlacements.length]);
    }
  });

  it('tallies each task × model evidence page as a direct count of its verdicts does', async () => {
    const placed = new Map(tasks.flatMap((t) => t.injected.map((p) => [`${t.task_id}/${p.rule_id}`, p.surface] as const)));
    for (const task of tasks) {
      const entity = await readJsonArtifact(join(out, artifactPaths.task(task.task_id)), TaskEntity);
      const mine = raw.map((v, i) => ({ v, e: effective[i]! })).filter(({ v }) => v.task_id === task.task_id);
      const models = [...new Set(mine.map(({ v }) => v.model_id))].sort();
      expect(entity.evidence.map((e) => e.model_id)).toEqual(models);
      for (const e of entity.evidence) {
        const ofModel = mine.filter(({ v }) => v.model_id === e.model_id);
        const qualifying = ofModel.filter(({ e: x }) => x === 'pass' || x === 'fail');
        const tally = (key: (v: VerdictRecord) => string) => {
          const by = new Map<string, { key: string; fail: number; qualifying: number }>();
          for (const { v, e: x } of qualifying) {
            const g = by.get(key(v)) ?? { key: key(v), fail: 0, qualifying: 0 };
            g.qualifying++;
            if (x === 'fail') g.fail++;
            by.set(g.key, g);
          }
          return [...by.values()].sort((a, b) => b.fail - a.fail || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
        };
        expect(e.verdicts).toBe(ofModel.length);
        expect([e.fails, e.not_qualifying]).toEqual([qualifying.filter(({ e: x }) => x === 'fail').length, ofModel.length - qualifying.length]);
        expect(e.collapsed).toBe(ofModel.filter(({ v, e: x }) => v.verdict === 'fail' && x === 'na').length);
        expect(e.failures_by_family).toEqual(tally((v) => rules.get(v.rule_id)!.family));
        expect(e.failures_by_surface).toEqual(tally((v) => placed.get(`${v.task_id}/${v.rule_id}`) ?? 'unplaced'));
      }
    }
  });

  it('writes each judge-agreement confusion matrix as a direct count of the audit records does', async () => {
    const audit = await releaseRecords<{ kind: string; label_a: string; label_b: string }>(releaseDir, 'judge_audit');
    const { matrices } = await readJsonArtifact(join(out, artifactPaths.confusionMatrices), ConfusionMatrices);
    const kinds = new Set(audit.map((r) => r.kind));
    expect(matrices.map((m) => m.kind).sort()).toEqual([...kinds].sort());
    for (const m of matrices) {
      expect(m.table_id).toBe('judge_agreement');
      const counts = m.labels.map((a) => m.labels.map((b) => audit.filter((r) => r.kind === m.kind && r.label_a === a && r.label_b === b).length));
      expect(m.counts).toEqual(counts);
    }
  });

  it('counts failures by action as a direct count through MODALITY_META does', async () => {
    const fig4 = await table('fig4_failures_by_action');
    const fails = new Map<string, number>();
    const qual = new Map<string, number>();
    raw.forEach((v, i) => {
      if (effective[i] !== 'pass' && effective[i] !== 'fail') return;
      const action = MODALITY_META[rules.get(v.rule_id)!.modality].action;
      qual.set(action, (qual.get(action) ?? 0) + 1);
      if (effective[i] === 'fail') fails.set(action, (fails.get(action) ?? 0) + 1);
    });
    const totalFails = [...fails.values()].reduce((a, b) => a + b, 0);
    expect(fig4.rows.length).toBe(qual.size);
    for (const row of fig4.rows) {
      const a = String(row.action);
      expect(row.failures).toBe(fails.get(a) ?? 0);
      expect(row.qualifying).toBe(qual.get(a));
      expect(row.failure_share as number).toBeCloseTo((100 * (fails.get(a) ?? 0)) / totalFails, 8);
    }
  });

  it('computes accuracy by placed surface from the tasks\' injected lists', async () => {
    const t4 = await table('table4_surfaces');
    const placed = new Map(tasks.flatMap((t) => t.injected.map((p) => [`${t.task_id}/${p.rule_id}`, p.surface] as const)));
    const by = new Map<string, [number, number]>();
    raw.forEach((v, i) => {
      if (effective[i] !== 'pass' && effective[i] !== 'fail') return;
      const s = placed.get(`${v.task_id}/${v.rule_id}`)!;
      const [p, q] = by.get(s) ?? [0, 0];
      by.set(s, [p + (effective[i] === 'pass' ? 1 : 0), q + 1]);
    });
    expect(t4.rows.map((r) => r.surface).sort()).toEqual([...by.keys()].sort());
    for (const row of t4.rows) {
      const [p, q] = by.get(String(row.surface))!;
      expect(row.qualifying).toBe(q);
      expect(row.acc as number).toBeCloseTo((100 * p) / q, 8);
    }
  });
});

describe('the Arrow file of qualifying verdicts', () => {
  it('holds exactly the qualifying verdicts, decoded back to their ids and labels', async () => {
    const { tableFromIPC } = await import('apache-arrow');
    const { readFileSync } = await import('node:fs');
    const out = inject('miniBuild');
    const arrow = tableFromIPC(readFileSync(join(out, 'qualifying_verdicts.arrow')));
    const raw = await releaseRecords<VerdictRecord>(MINI_RELEASE, 'verdicts');
    const effective = effectiveVerdictsAcrossRuns(raw);
    const qualifying = raw.filter((_, i) => effective[i] === 'pass' || effective[i] === 'fail');
    expect(arrow.numRows).toBe(qualifying.length);
    const rowsOut = arrow.toArray().map((r) => r.toJSON() as Record<string, unknown>);
    const byNumber = new Map(rowsOut.map((r) => [Number(r.verdict), r]));
    raw.forEach((v, i) => {
      if (effective[i] !== 'pass' && effective[i] !== 'fail') return;
      const r = byNumber.get(Number(v.verdict_id.slice(1)))!;
      expect(r, v.verdict_id).toBeDefined();
      expect([r.model_id, r.task_id, r.rule_id, r.round, r.pass]).toEqual([v.model_id, v.task_id, v.rule_id, v.round, effective[i] === 'pass' ? 1 : 0]);
    });
  });
});
