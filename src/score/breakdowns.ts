/**
 * The scored model's coverage of the panel's keys and its accuracy by rule family and by placed
 * surface — one implementation for `npm run score` (table2-path.ts, panel keys from the baseline
 * build's verdicts) and the "Your model" page (panel keys from the page's embedded bits).
 * Accuracy as src/metrics/model_breakdowns.sql counts it: over the model's qualifying verdicts
 * after the Appendix-B cascade (src/release/cascade.ts), 100 · passes / qualifying per key.
 * Coverage: panel keys = distinct (task, round, rule) of the panel's verdicts (any label);
 * covered = the model's distinct keys among them; outside = the model's other keys.
 * Browser-safe: no Node APIs.
 */
import { effectiveVerdictsAcrossRuns } from '../release/cascade.ts';
import type { VerdictRecord } from '../release/schemas.ts';
import type { Breakdown } from '../artifacts/common.ts';

/** key, passes, qualifying and acc = 100 · passes / qualifying (null when nothing qualifies), as the model pages' breakdowns. */
export type { Breakdown };

export interface Coverage {
  /** Distinct (task, round, rule) keys with a verdict of any other panel model. */
  panel_keys: number;
  /** Of those, keys the scored model has a verdict on. */
  covered: number;
  /** 100 · covered / panel_keys. */
  share: number | null;
  /** Keys of the scored model that no other panel model has. */
  outside: number;
}

interface PanelKeys {
  has(taskId: string, round: number, ruleId: string): boolean;
  size: number;
}

/** What the breakdowns need of the release: each rule's family, each task's injected rules with their surfaces. */
interface BreakdownContext {
  rules: Record<string, { family: string }>;
  tasks: Record<string, { injected: string[]; surfaces: string[] }>;
}

export interface BreakdownFigures {
  families: Breakdown[];
  surfaces: Breakdown[];
  coverage: Coverage;
}

/** Passes and qualifying of the rows by a key (rows without one are left out), sorted by key. */
function breakdown(rows: readonly { key: string | undefined; pass: boolean }[]): Breakdown[] {
  const sums = new Map<string, { passes: number; qualifying: number }>();
  for (const r of rows) {
    if (r.key === undefined) continue;
    const s = sums.get(r.key) ?? { passes: 0, qualifying: 0 };
    s.passes += r.pass ? 1 : 0;
    s.qualifying += 1;
    sums.set(r.key, s);
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, s]) => ({ key, passes: s.passes, qualifying: s.qualifying, acc: s.qualifying > 0 ? (100 * s.passes) / s.qualifying : null }));
}

export function modelBreakdowns(rows: readonly VerdictRecord[], ctx: BreakdownContext, panel: PanelKeys): BreakdownFigures {
  // The model's qualifying verdicts (cascade within each run, as the build's verdicts.sql).
  const verdicts = effectiveVerdictsAcrossRuns(rows);
  const qualifying = rows.flatMap((r, i) => (verdicts[i] === 'pass' || verdicts[i] === 'fail' ? [{ r, pass: verdicts[i] === 'pass' }] : []));
  const surfaceOf = (r: VerdictRecord) => {
    const t = ctx.tasks[r.task_id];
    const i = t ? t.injected.indexOf(r.rule_id) : -1;
    return i < 0 ? undefined : t!.surfaces[i];
  };
  const mine = new Map<string, VerdictRecord>();
  for (const r of rows) mine.set(`${r.task_id}|${r.round}|${r.rule_id}`, r);
  let covered = 0;
  for (const r of mine.values()) if (panel.has(r.task_id, r.round, r.rule_id)) covered++;
  return {
    families: breakdown(qualifying.map(({ r, pass }) => ({ key: ctx.rules[r.rule_id]?.family, pass }))),
    surfaces: breakdown(qualifying.map(({ r, pass }) => ({ key: surfaceOf(r), pass }))),
    coverage: { panel_keys: panel.size, covered, share: panel.size > 0 ? (100 * covered) / panel.size : null, outside: mine.size - covered },
  };
}

/**
 * The panel's keys as bits, compact enough to embed in a page: per task, one character per
 * (round, injected rule), round-major in `rounds` order and the task's `injected` order, "1" when
 * some panel verdict has that key. A panel verdict's rule is always injected in its task (the
 * release validator's rule), so every key has a bit.
 */
export interface PanelKeyBits {
  rounds: number[];
  tasks: Record<string, string>;
}

export function panelKeyBits(keys: Iterable<{ task_id: string; round: number; rule_id: string }>, tasks: Record<string, { injected: string[] }>): PanelKeyBits {
  const list = [...keys];
  const rounds = [...new Set(list.map((k) => k.round))].sort((a, b) => a - b);
  const bits: Record<string, string[]> = {};
  for (const k of list) {
    const injected = tasks[k.task_id]?.injected;
    const i = injected ? injected.indexOf(k.rule_id) : -1;
    if (!injected || i < 0) throw new Error(`panel key ${k.task_id}/${k.round}/${k.rule_id}: the rule is not injected in the task`);
    const row = (bits[k.task_id] ??= new Array<string>(rounds.length * injected.length).fill('0'));
    row[rounds.indexOf(k.round) * injected.length + i] = '1';
  }
  return { rounds, tasks: Object.fromEntries(Object.keys(bits).sort().map((t) => [t, bits[t]!.join('')])) };
}

export function panelKeysFromBits(bits: PanelKeyBits, tasks: Record<string, { injected: string[] }>): PanelKeys {
  let size = 0;
  for (const row of Object.values(bits.tasks)) for (let i = 0; i < row.length; i++) if (row[i] === '1') size++;
  return {
    size,
    has: (taskId, round, ruleId) => {
      const row = bits.tasks[taskId];
      const injected = tasks[taskId]?.injected;
      const r = bits.rounds.indexOf(round);
      const i = injected ? injected.indexOf(ruleId) : -1;
      return row !== undefined && r >= 0 && i >= 0 && row[r * injected!.length + i] === '1';
    },
  };
}
