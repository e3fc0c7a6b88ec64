/**
 * The simulator's own computation of the panel figures it calibrates (docs/metrics.md), from
 * release rows. Used by the simulator's tests and its calibration report; the data build has
 * its own implementation (SQL), and the two must agree.
 */
import type { ModelRecord, ProbeRecord, RuleRecord, TaskRecord, VerdictRecord } from '../../src/release/schemas.ts';
import { DETERMINISTIC_METHODS, MODALITY_META, type ScoringMethod } from '../../src/release/vocab.ts';
import { icc } from '../../src/stats/icc.ts';
import { kendallTauB } from '../../src/stats/kendallTauB.ts';
import { pearson } from '../../src/stats/pearson.ts';
import { percentileInterval } from '../../src/stats/quantile.ts';
import { taskClusteredBootstrap } from '../clusteredBootstrap.ts';
import { wardClustering } from '../../src/stats/wardClustering.ts';
import { effectiveVerdicts } from './readRelease.ts';

interface PanelInputs { models: ModelRecord[]; rules: RuleRecord[]; tasks: TaskRecord[]; verdicts: VerdictRecord[]; probe: ProbeRecord[] }

interface Inst { m: number; task: number; round: number; rule: number; pass: number; key: string; pair: string }

const pct = (p: number, q: number) => (q > 0 ? (100 * p) / q : Number.NaN);

/** Counts and per-model figures; `resamples` = 0 skips the bootstrap figures. */
export function panelFigures(input: PanelInputs, resamples = 0) {
  const panel = input.models.filter((m) => m.cohorts.includes('panel'));
  const M = panel.length;
  const modelIndex = new Map(panel.map((m, i) => [m.model_id, i]));
  const ruleIndex = new Map(input.rules.map((r, i) => [r.rule_id, i]));
  const panelTasks = input.tasks.filter((t) => t.status === 'panel');
  const taskIndex = new Map(panelTasks.map((t, i) => [t.task_id, i]));
  const placed = new Map<string, string>();
  for (const t of panelTasks) for (const x of t.injected) placed.set(`${t.task_id}|${x.rule_id}`, x.surface);
  const eff = effectiveVerdicts(input.verdicts);
  const counts = { rows: input.verdicts.length, qualifying: 0, na: 0, partial: 0, against: 0, failures: 0, rawFailures: 0, deterministic: 0, judgeRows: 0 };
  const det = new Set<string>(DETERMINISTIC_METHODS);
  const inst: Inst[] = [];
  input.verdicts.forEach((v, i) => {
    const rule = input.rules[ruleIndex.get(v.rule_id)!]!;
    if (v.verdict === 'fail') counts.rawFailures++;
    if (v.method === 'llm_judge' || v.method === 'hybrid') counts.judgeRows++;
    const e = eff[i]!;
    if (e === 'na') { counts.na++; return; }
    if (e === 'partial') { counts.partial++; return; }
    counts.qualifying++;
    if (rule.prior_label === 'against') counts.against++;
    if (e === 'fail') counts.failures++;
    if (det.has(rule.scoring_method)) counts.deterministic++;
    inst.push({ m: modelIndex.get(v.model_id)!, task: taskIndex.get(v.task_id)!, round: v.round, rule: ruleIndex.get(v.rule_id)!, pass: e === 'pass' ? 1 : 0, key: `${v.task_id}|${v.round}|${v.rule_id}`, pair: `${v.task_id}|${v.rule_id}` });
  });
  const R = (i: Inst) => input.rules[i.rule]!;
  const accOf = (sel: (i: Inst) => boolean) => {
    const p = new Array<number>(M).fill(0);
    const q = new Array<number>(M).fill(0);
    for (const i of inst) if (sel(i)) { q[i.m]! += 1; p[i.m]! += i.pass; }
    return p.map((x, m) => pct(x, q[m]!));
  };
  const acc = accOf(() => true);
  const ap = accOf((i) => R(i).prior_label === 'against');
  const delta = acc.map((a, m) => a - ap[m]!);
  const order = acc.map((_, m) => m).sort((a, b) => acc[b]! - acc[a]!);
  const swaps: [number, number][] = [];
  for (let k = 0; k + 1 < M; k++) if (ap[order[k]!]! < ap[order[k + 1]!]!) swaps.push([k + 1, k + 2]);

  // F-Acc: drop (task, rule) pairs whose per-model pass rates do not separate the cohort.
  const pairRates = new Map<string, { p: number[]; q: number[] }>();
  for (const i of inst) {
    let e = pairRates.get(i.pair);
    if (!e) { e = { p: new Array(M).fill(0), q: new Array(M).fill(0) }; pairRates.set(i.pair, e); }
    e.p[i.m]! += i.pass; e.q[i.m]! += 1;
  }
  const separates = new Set<string>();
  for (const [pair, e] of pairRates) {
    const rates = e.q.map((q, m) => (q > 0 ? e.p[m]! / q : null)).filter((x): x is number => x !== null);
    if (rates.length >= 2 && rates.some((r) => r !== rates[0])) separates.add(pair);
  }
  const fAcc = accOf((i) => separates.has(i.pair));
  // DW-Acc.
  const ruleRates = new Map<number, { p: number[]; q: number[] }>();
  for (const i of inst) {
    let e = ruleRates.get(i.rule);
    if (!e) { e = { p: new Array(M).fill(0), q: new Array(M).fill(0) }; ruleRates.set(i.rule, e); }
    e.p[i.m]! += i.pass; e.q[i.m]! += 1;
  }
  const weight = new Map<number, number>();
  for (const [rule, e] of ruleRates) {
    const ms = e.q.map((_q, m) => m).filter((m) => e.q[m]! > 0);
    if (ms.length < 3) { weight.set(rule, 0); continue; }
    const r = pearson(ms.map((m) => e.p[m]! / e.q[m]!), ms.map((m) => acc[m]!));
    weight.set(rule, r === null ? 0 : Math.max(0, r));
  }
  const dwAcc = (() => {
    const p = new Array<number>(M).fill(0);
    const q = new Array<number>(M).fill(0);
    for (const i of inst) { const w = weight.get(i.rule)!; q[i.m]! += w; p[i.m]! += w * i.pass; }
    return p.map((x, m) => pct(x, q[m]!));
  })();
  // Common support.
  const keyModels = new Map<string, number>();
  for (const i of inst) keyModels.set(i.key, (keyModels.get(i.key) ?? 0) + 1);
  const commonKeys = new Set([...keyModels].filter(([, n]) => n === M).map(([k]) => k));
  // Cohort correlation on rules scored for every model.
  const fullRules = [...ruleRates].filter(([, e]) => e.q.every((q) => q > 0)).map(([r]) => r).sort((a, b) => a - b);
  const profile = (m: number) => fullRules.map((r) => { const e = ruleRates.get(r)!; return e.p[m]! / e.q[m]!; });
  const profiles = panel.map((_, m) => profile(m));
  const cohortMean = fullRules.map((_, k) => profiles.reduce((s, p) => s + p[k]!, 0) / M);
  const cohortCorrelation = profiles.map((p) => pearson(p, cohortMean)!);
  // Clusters (Ward on centred profiles).
  const centred = profiles.map((p) => { const mu = p.reduce((a, b) => a + b, 0) / p.length; return p.map((x) => x - mu); });
  const labels = wardClustering(centred, 2);
  const clusters = [0, 1].map((c) => {
    const members = panel.map((_, m) => m).filter((m) => labels[m] === c);
    return { members: members.map((m) => panel[m]!.model_id), acc: members.reduce((s, m) => s + acc[m]!, 0) / members.length, ap: members.reduce((s, m) => s + ap[m]!, 0) / members.length };
  });
  // Test–retest ICC.
  const byRound = (sel: (i: Inst) => boolean) => {
    const p = Array.from({ length: M }, () => [0, 0, 0]);
    const q = Array.from({ length: M }, () => [0, 0, 0]);
    for (const i of inst) if (sel(i)) { q[i.m]![i.round - 1]! += 1; p[i.m]![i.round - 1]! += i.pass; }
    return { p, q };
  };
  const mr = byRound(() => true);
  const modelIcc = icc(mr.p.map((row, m) => row.map((x, k) => pct(x, mr.q[m]![k]!))));
  const cellRows: number[][] = [];
  for (let m = 0; m < M; m++) {
    for (let t = 0; t < panelTasks.length; t++) {
      const c = byRoundCell(inst, m, t);
      if (c.every((x) => x.q > 0)) cellRows.push(c.map((x) => pct(x.p, x.q)));
    }
  }
  const cellIcc = icc(cellRows);
  const meanCellRange = cellRows.reduce((s, r) => s + Math.max(...r) - Math.min(...r), 0) / cellRows.length;
  // Scoring methods.
  const methods = ['llm_judge', 'hybrid', 'regex', 'command_output', 'ast', 'cross_file'] as ScoringMethod[];
  const methodTable = methods.map((method) => {
    const share = pct(inst.filter((i) => R(i).scoring_method === method).length, inst.length);
    const a = accOf((i) => R(i).scoring_method === method);
    return { method, share, tau: kendallTauB(a, acc) };
  });
  const detAcc = accOf((i) => det.has(R(i).scoring_method));
  const detAp = accOf((i) => det.has(R(i).scoring_method) && R(i).prior_label === 'against');
  const detGap = detAcc.map((a, m) => a - detAp[m]!);
  // Families, actions, modality classes, surfaces.
  const group = (keyOf: (i: Inst) => string) => {
    const g = new Map<string, { q: number; f: number }>();
    for (const i of inst) { const k = keyOf(i); const e = g.get(k) ?? { q: 0, f: 0 }; e.q++; e.f += 1 - i.pass; g.set(k, e); }
    return Object.fromEntries([...g].sort().map(([k, e]) => [k, { qualifying: e.q, failures: e.f, acc: pct(e.q - e.f, e.q), failShare: pct(e.f, counts.failures), failRate: pct(e.f, e.q) }]));
  };
  const family = group((i) => R(i).family);
  const action = group((i) => MODALITY_META[R(i).modality].action);
  const modalityClass = group((i) => MODALITY_META[R(i).modality].modalityClass);
  const surface = group((i) => placed.get(`${panelTasks[i.task]!.task_id}|${R(i).rule_id}`)!);
  const uiAllAgainst = inst.every((i) => placed.get(`${panelTasks[i.task]!.task_id}|${R(i).rule_id}`) !== 'UI' || R(i).prior_label === 'against');
  const families = Object.keys(family);
  const familyByModel = panel.map((_, m) => Object.fromEntries(families.map((f) => [f, accOf((i) => i.m === m && R(i).family === f)[m]!])));
  const ocLowest = familyByModel.filter((fm) => families.every((f) => fm[f]! >= fm.output_control!)).length;
  const ocMax = Math.max(...familyByModel.map((fm) => fm.output_control!));
  // Priors: lineage shares, probe twins, consensus thresholds.
  const lineage = group((i) => (R(i).prior_label === 'against' ? R(i).prior_lineage : 'not_against'));
  const twin = panel.map((m) => m.probe_twin !== null);
  const gapMean = (sel: boolean) => { const g = delta.filter((_, m) => twin[m] === sel); return { mean: g.reduce((a, b) => a + b, 0) / g.length, min: Math.min(...g), max: Math.max(...g) }; };
  const consensus = consensusLabels(input.probe);
  const recoverable = new Set([...consensus].filter(([, c]) => c.label5 !== null).map(([r]) => r));
  const thresholdGap = (t: 4 | 5 | 7) => {
    const gaps = panel.map((_, m) => {
      const s = accOf((i) => i.m === m && recoverable.has(R(i).rule_id))[m]!;
      const a = accOf((i) => i.m === m && recoverable.has(R(i).rule_id) && consensus.get(R(i).rule_id)!.at(t) === 'against')[m]!;
      return s - a;
    });
    return gaps.reduce((x, y) => x + y, 0) / gaps.length;
  };
  // Bootstrap figures.
  let boot: { csDeltaLower: number[]; adjacentContainZero: boolean[] } | null = null;
  if (resamples > 0) {
    const T = panelTasks.length;
    const agg = (sel: (i: Inst) => boolean) => {
      const p = Array.from({ length: M }, () => new Float64Array(T));
      const q = Array.from({ length: M }, () => new Float64Array(T));
      for (const i of inst) if (sel(i)) { p[i.m]![i.task]! += i.pass; q[i.m]![i.task]! += 1; }
      return { p, q };
    };
    const csAll = agg((i) => commonKeys.has(i.key));
    const csAp = agg((i) => commonKeys.has(i.key) && R(i).prior_label === 'against');
    const all = agg(() => true);
    const rate = (a: { p: Float64Array[]; q: Float64Array[] }, m: number, w: Float64Array) => { let p = 0; let q = 0; for (let t = 0; t < T; t++) { p += w[t]! * a.p[m]![t]!; q += w[t]! * a.q[m]![t]!; } return (100 * p) / q; };
    const draws = taskClusteredBootstrap({
      clusters: T, resamples, seed: 1, label: 'sim/check',
      statistic: (w) => [
        ...panel.map((_, m) => rate(csAll, m, w) - rate(csAp, m, w)),
        ...order.slice(0, -1).map((m, k) => rate(all, m, w) - rate(all, order[k + 1]!, w)),
      ],
    });
    boot = {
      csDeltaLower: panel.map((_, m) => percentileInterval(draws[m]!)[0]),
      adjacentContainZero: order.slice(0, -1).map((_, k) => { const [lower, upper] = percentileInterval(draws[M + k]!); return lower <= 0 && upper >= 0; }),
    };
  }
  return {
    counts: { ...counts, commonSupportKeys: commonKeys.size, keys: keyModels.size, rulesWithVerdict: ruleRates.size, rulesForEveryModel: fullRules.length, judgeRowShare: pct(counts.judgeRows, counts.rows) },
    perModel: panel.map((m, k) => ({ model: m.model_id, acc: acc[k]!, ap: ap[k]!, delta: delta[k]!, fAcc: fAcc[k]!, dwAcc: dwAcc[k]!, cohortR: cohortCorrelation[k]!, detGap: detGap[k]! })),
    deltaMean: delta.reduce((a, b) => a + b, 0) / M, span: Math.max(...acc) - Math.min(...acc), swaps,
    fAccRange: [Math.min(...fAcc), Math.max(...fAcc)], dwAccRange: [Math.min(...dwAcc), Math.max(...dwAcc)],
    cohortR: { min: Math.min(...cohortCorrelation), max: Math.max(...cohortCorrelation), mean: cohortCorrelation.reduce((a, b) => a + b, 0) / M },
    clusters,
    icc: { model: modelIcc.status === 'ok' ? modelIcc.ICC2.value : null, cell: cellIcc.status === 'ok' ? cellIcc.ICC2.value : null, meanCellRange },
    methodTable, detGapMean: detGap.reduce((a, b) => a + b, 0) / M, detGapAllPositive: detGap.every((g) => g > 0),
    family, action, modalityClass, surface, uiAllAgainst, ocLowest, ocMax, lineage,
    twinGap: gapMean(true), nonTwinGap: gapMean(false),
    recoverable: recoverable.size, thresholdGap: { t4: thresholdGap(4), t5: thresholdGap(5), t7: thresholdGap(7) },
    boot,
  };
}

function byRoundCell(inst: Inst[], m: number, t: number) {
  const out = [{ p: 0, q: 0 }, { p: 0, q: 0 }, { p: 0, q: 0 }];
  for (const i of inst) if (i.m === m && i.task === t) { out[i.round - 1]!.q++; out[i.round - 1]!.p += i.pass; }
  return out;
}

/** Consensus label per rule at threshold t/9 (docs/metrics.md). */
function consensusLabels(probe: ProbeRecord[]) {
  const byRule = new Map<string, Record<string, number>>();
  for (const p of probe) { const c = byRule.get(p.rule_id) ?? { align: 0, against: 0, neutral: 0 }; c[p.outcome]! += 1; byRule.set(p.rule_id, c); }
  const out = new Map<string, { label5: string | null; at: (t: number) => string | null }>();
  for (const [rule, c] of byRule) {
    const at = (t: number) => { const entries = Object.entries(c).sort((a, b) => b[1] - a[1]); const [top, second] = entries; return top![1] >= t && top![1] > second![1] ? top![0] : null; };
    out.set(rule, { label5: at(5), at });
  }
  return out;
}
