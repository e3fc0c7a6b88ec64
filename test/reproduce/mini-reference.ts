/**
 * An independent reference for `reproduce --check` tests: figures of the mini release
 * (test/fixtures/mini-release) computed here from its raw JSONL with plain loops, straight from
 * the definitions of docs/metrics.md — no import from src/ (not the release reader, the SQL, the
 * statistics or the bootstrap). The result is a published.json-shaped document whose values at
 * the chosen figures' paths are these reference values, written with 6 decimals (so the check's
 * "½ unit of the last digit" is 5e-7), and the ids of those figures.
 *
 * The bootstrap figures need no resampling here: the mini release has exactly two panel tasks,
 * so a task-clustered resample is {T1, T1}, {T2, T2} or {T1, T2}, each with probability ≥ ¼, and
 * with a few hundred resamples the 2.5% and 97.5% percentiles (type 7) are the smallest and the
 * largest of the statistic over those three compositions (the chance that a composition is never
 * drawn in 200 resamples is (¾)^200 < 1e-24).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

interface Verdict { model_id: string; task_id: string; round: number; rule_id: string; verdict: string; method: string; cascade_group: string | null; cascade_rank: number | null }
interface Rule { rule_id: string; prior_label: string }
interface Task { task_id: string; status: string; injected: { rule_id: string; surface: string }[] }
interface Model { model_id: string; display_name: string; cohorts: string[] }

function readLines<T>(dir: string, file: string): T[] {
  const bytes = readFileSync(join(dir, file));
  const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  return text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as T);
}

/** A row with its effective verdict (Appendix B cascade de-duplication, docs/metrics.md). */
interface Scored extends Verdict { effective: string; against: boolean; surface: string }

function effectiveRows(verdicts: Verdict[], rules: Rule[], tasks: Task[]): Scored[] {
  const keeper = new Map<string, Verdict>();
  for (const v of verdicts) {
    if (v.cascade_group === null || v.verdict !== 'fail') continue;
    const key = `${v.model_id}|${v.task_id}|${v.round}|${v.cascade_group}`;
    const best = keeper.get(key);
    if (!best || v.cascade_rank! < best.cascade_rank!) keeper.set(key, v);
  }
  const against = new Set(rules.filter((r) => r.prior_label === 'against').map((r) => r.rule_id));
  const surface = new Map(tasks.flatMap((t) => t.injected.map((i) => [`${t.task_id}|${i.rule_id}`, i.surface] as const)));
  return verdicts.map((v) => {
    const collapsed = v.cascade_group !== null && v.verdict === 'fail' && keeper.get(`${v.model_id}|${v.task_id}|${v.round}|${v.cascade_group}`) !== v;
    return { ...v, effective: collapsed ? 'na' : v.verdict, against: against.has(v.rule_id), surface: surface.get(`${v.task_id}|${v.rule_id}`)! };
  });
}

const qualifying = (r: Scored) => r.effective === 'pass' || r.effective === 'fail';
/** Pass rate in percent of the qualifying rows, or null when none qualifies. */
function acc(rows: Scored[]): number | null {
  const q = rows.filter(qualifying);
  return q.length === 0 ? null : (100 * q.filter((r) => r.effective === 'pass').length) / q.length;
}
const must = (x: number | null, what: string): number => {
  if (x === null) throw new Error(`mini reference: ${what} is undefined`);
  return x;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Sample standard deviation (n − 1). */
const sampleSd = (xs: number[]) => Math.sqrt(xs.reduce((a, x) => a + (x - mean(xs)) ** 2, 0) / (xs.length - 1));

/** Kendall's τ-b = (C − D) / √((n0 − n1)(n0 − n2)) (Kendall 1945), by the O(n²) pair count. */
function tauB(x: number[], y: number[]): number | null {
  let c = 0, d = 0, tx = 0, ty = 0;
  for (let i = 0; i < x.length; i++) {
    for (let j = i + 1; j < x.length; j++) {
      const a = Math.sign(x[i]! - x[j]!), b = Math.sign(y[i]! - y[j]!);
      if (a === 0 && b === 0) continue;
      if (a === 0) tx++;
      else if (b === 0) ty++;
      else if (a === b) c++;
      else d++;
    }
  }
  const denominator = Math.sqrt((c + d + tx) * (c + d + ty));
  return denominator === 0 ? null : (c - d) / denominator;
}

/**
 * ICC(2,1), Shrout & Fleiss (1979): two-way random effects, absolute agreement, single rater:
 * (MSR − MSE) / (MSR + (k − 1)·MSE + k·(MSC − MSE)/n), Y an n targets × k raters matrix.
 */
function icc21(y: number[][]): number {
  const n = y.length, k = y[0]!.length;
  const grand = mean(y.flat());
  const rowMeans = y.map(mean);
  const colMeans = Array.from({ length: k }, (_, j) => mean(y.map((row) => row[j]!)));
  const ssr = k * rowMeans.reduce((a, m) => a + (m - grand) ** 2, 0);
  const ssc = n * colMeans.reduce((a, m) => a + (m - grand) ** 2, 0);
  const sst = y.flat().reduce((a, v) => a + (v - grand) ** 2, 0);
  const msr = ssr / (n - 1), msc = ssc / (k - 1), mse = (sst - ssr - ssc) / ((n - 1) * (k - 1));
  return (msr - mse) / (msr + (k - 1) * mse + (k * (msc - mse)) / n);
}

type Path = (string | number)[];
export interface ReferenceFigure { path: Path; value: number | boolean | number[]; id: string }

/** The reference figures of the release in `dir` (a release with exactly two panel tasks). */
export function miniReferenceFigures(dir: string): ReferenceFigure[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { files: Record<string, { path: string }> };
  const file = (name: string) => manifest.files[name]!.path;
  const models = readLines<Model>(dir, file('models')).filter((m) => m.cohorts.includes('panel'));
  const tasks = readLines<Task>(dir, file('tasks'));
  const panelTasks = tasks.filter((t) => t.status === 'panel').map((t) => t.task_id);
  if (panelTasks.length !== 2) throw new Error(`mini reference: needs exactly 2 panel tasks, found ${panelTasks.length}`);
  const rows = effectiveRows(readLines<Verdict>(dir, file('verdicts')), readLines<Rule>(dir, file('rules')), tasks);
  const ids = models.map((m) => m.model_id);
  const of = (m: string, subset: Scored[] = rows) => subset.filter((r) => r.model_id === m);
  const out: ReferenceFigure[] = [];
  const add = (id: string, path: Path, value: number | boolean | number[]) => out.push({ id, path, value });

  // Counts (Appendix B): effective verdicts.
  const count = (p: (r: Scored) => boolean) => rows.filter(p).length;
  add('counts.verdict_rows', ['counts', 'verdict_rows'], rows.length);
  add('counts.qualifying', ['counts', 'qualifying'], count(qualifying));
  add('counts.not_applicable', ['counts', 'not_applicable'], count((r) => r.effective === 'na'));
  add('counts.partial', ['counts', 'partial'], count((r) => r.effective === 'partial'));
  add('counts.failures', ['counts', 'failures'], count((r) => r.effective === 'fail'));
  add('counts.against_prior_qualifying', ['counts', 'against_prior_qualifying'], count((r) => qualifying(r) && r.against));

  // Table 2 cohort figures.
  const accs = ids.map((m) => must(acc(of(m)), `Acc ${m}`));
  const deltas = ids.map((m, i) => accs[i]! - must(acc(of(m).filter((r) => r.against)), `AP-Acc ${m}`));
  add('table2.acc_sd', ['table2', 'acc_sd'], sampleSd(accs));
  add('table2.acc_span', ['table2', 'acc_span'], Math.max(...accs) - Math.min(...accs));
  add('table2.delta_range', ['table2', 'delta_range'], [Math.min(...deltas), Math.max(...deltas)]);
  add('table2.delta_mean', ['table2', 'delta_mean'], mean(deltas));
  // F-Acc: (task, rule) pairs where ≥ 2 models qualify and their pass rates (all rounds) differ.
  const pairs = [...new Set(rows.map((r) => `${r.task_id}|${r.rule_id}`))];
  const separating = new Set(pairs.filter((p) => {
    const rates = ids.map((m) => acc(of(m).filter((r) => `${r.task_id}|${r.rule_id}` === p))).filter((x): x is number => x !== null);
    return rates.length >= 2 && Math.min(...rates) < Math.max(...rates);
  }));
  const fAcc = ids.map((m) => must(acc(of(m).filter((r) => separating.has(`${r.task_id}|${r.rule_id}`))), `F-Acc ${m}`));
  add('table2.f_acc_range', ['table2', 'f_acc_range'], [Math.min(...fAcc), Math.max(...fAcc)]);

  // Table 4: accuracy and N by placed surface (the paper's rows SD, SP, UI).
  for (const s of ['SD', 'SP', 'UI']) {
    const on = rows.filter((r) => r.surface === s);
    add(`table4.${s}.acc`, ['surfaces_table4', s, 'acc'], must(acc(on), `surface ${s}`));
    add(`table4.${s}.n`, ['surfaces_table4', s, 'n'], on.filter(qualifying).length);
  }

  // ICC(2,1), model level: targets = models, raters = rounds, Y = the model's Acc in that round.
  const rounds = [...new Set(rows.map((r) => r.round))].sort((a, b) => a - b);
  const modelLevel = icc21(ids.map((m) => rounds.map((k) => must(acc(of(m).filter((r) => r.round === k)), `Acc ${m} round ${k}`))));
  add('reliability.icc.model_level', ['reliability', 'icc', 'model_level'], modelLevel);
  add('retest.icc_model', ['retest', 'icc_model'], modelLevel);

  // Table 7: share of qualifying verdicts per method, and τ-b of the models' Acc on it with overall Acc.
  const q = rows.filter(qualifying).length;
  for (const method of ['llm_judge', 'hybrid', 'regex', 'command_output']) {
    const on = rows.filter((r) => r.method === method);
    add(`reliability.table7.${method}.share`, ['reliability', 'scoring_method_table7', method, 'share'], (100 * on.filter(qualifying).length) / q);
    const tau = tauB(ids.map((m) => must(acc(of(m, on)), `${method} Acc ${m}`)), accs);
    add(`reliability.table7.${method}.kendall_tau`, ['reliability', 'scoring_method_table7', method, 'kendall_tau'], must(tau, `τ-b ${method}`));
  }

  // Common support (Appendix E.5): keys (task, round, rule) where every panel model qualifies.
  const keyOf = (r: Scored) => `${r.task_id}|${r.round}|${r.rule_id}`;
  const allKeys = [...new Set(rows.map(keyOf))];
  const common = new Set(allKeys.filter((k) => ids.every((m) => rows.some((r) => r.model_id === m && keyOf(r) === k && qualifying(r)))));
  const keysPerModel = Math.max(...ids.map((m) => new Set(of(m).map(keyOf)).size));
  add('common_support.keys', ['common_support', 'keys'], common.size);
  add('common_support.of', ['common_support', 'of'], keysPerModel);
  add('common_support.share', ['common_support', 'share'], (100 * common.size) / keysPerModel);

  // Task-clustered resamples of two tasks: the three compositions (see the file comment).
  const [t1, t2] = panelTasks as [string, string];
  const compositions = [[t1, t1], [t2, t2], [t1, t2]];
  const resampled = (subset: Scored[], tasksDrawn: string[]) => tasksDrawn.flatMap((t) => subset.filter((r) => r.task_id === t));
  const onCommon = rows.filter((r) => common.has(keyOf(r)));
  /** [min, max] of a statistic over the compositions where it is defined. */
  const interval = (stat: (drawn: string[]) => number | null): [number, number] => {
    const values = compositions.map(stat).filter((x): x is number => x !== null);
    return [Math.min(...values), Math.max(...values)];
  };
  const deltaOn = (subset: Scored[]) => {
    const a = acc(subset), ap = acc(subset.filter((r) => r.against));
    return a === null || ap === null ? null : a - ap;
  };
  const lowerBounds = ids.map((m) => interval((drawn) => deltaOn(resampled(of(m, onCommon), drawn)))[0]);
  add('common_support.delta_ci95_lower_bound_range', ['common_support', 'delta_ci95_lower_bound_range'], [Math.min(...lowerBounds), Math.max(...lowerBounds)]);
  // Adjacent ranks of the full-panel Acc order: does every paired difference's interval contain 0?
  const order = ids.map((m, i) => ({ m, a: accs[i]! })).sort((x, y) => y.a - x.a).map((x) => x.m);
  const adjacentContainZero = (subset: Scored[]) => order.slice(0, -1).every((upper, k) => {
    const lower = order[k + 1]!;
    const [lo, hi] = interval((drawn) => {
      const a = acc(resampled(of(upper, subset), drawn)), b = acc(resampled(of(lower, subset), drawn));
      return a === null || b === null ? null : a - b;
    });
    return lo <= 0 && hi >= 0;
  });
  add('common_support.adjacent_acc_cis_contain_zero', ['common_support', 'adjacent_acc_cis_contain_zero'], adjacentContainZero(onCommon));
  add('common_support.adjacent_acc_cis_contain_zero.full_panel', ['common_support', 'adjacent_acc_cis_contain_zero'], adjacentContainZero(rows));
  return out;
}

/** A figure's value written as published.json would write it: counts as integers, others with 6 decimals. */
export function literalOf(value: number | boolean | number[], integer: boolean): unknown {
  if (typeof value === 'boolean') return value;
  const one = (x: number) => (integer ? String(x) : x.toFixed(6));
  return Array.isArray(value) ? value.map(one) : one(value);
}
