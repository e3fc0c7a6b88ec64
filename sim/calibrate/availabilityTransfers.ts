/**
 * A late phase of the polish: availability transfers (sim/CALIBRATION.md items 6 and 8). Pass/fail
 * exchanges leave every build's qualifying counts q and qa as availability drew them, and some
 * figures sit between their lattice points: a Δ = 100·(p/q − pa/qa) whose steps near the window
 * are ≥ 0.03 pp against ±0.005 (the non-probe range's ends), or a Kendall τ-b that needs two
 * builds with exactly equal subset accuracies (p₁/q₁ = p₂/q₂, which coprime q₁, q₂ exclude).
 *
 * A transfer moves one n/a between two builds inside one key (pair × round): build A's qualifying
 * verdict there becomes n/a and build B's n/a becomes qualifying with A's outcome. Every per-key,
 * per-rule, per-family, per-method and total count is kept (37,616 qualifying, 8,440 failures,
 * common support, rule coverage); only A's and B's q (and p) move by one. A compound move pairs
 * it with the reverse transfer (B → A) in another key of the same round and outcome, so both
 * builds' Acc is kept too; with keys of one prior their AP-Acc as well, with one key of each an
 * against-prior verdict moves from one build's AP-Acc to the other's at equal Acc.
 * Transfers that would change which rules, cells or keys a tally covers are not proposed.
 *
 * Greedy and deterministic: each step evaluates every single transfer, and the reverse partners
 * of the best few that bring a failing check closer, and applies the one that lowers the failing
 * checks' summed excess most while every other check stays inside STEER_LIMIT of its tolerance
 * or no further out than it was.
 */
import { MODELS, ROUNDS, SLOTS_PER_PAIR } from '../design/availability.ts';
import { EFFECTIVE_FAIL, EFFECTIVE_NA, EFFECTIVE_PASS } from '../panelOutcomes.ts';
import type { Check, PolishFigures, PolishTallies } from './roundingOptimiser.ts';

interface Transfer { from: number; to: number; pass: number }

/** Reverse partners are tried for this many most promising single transfers per pair of builds. */
const PROMISING = 3;
/** Greedy steps (an upper bound: the phase stops when no move improves). */
const STEPS = 40;

/**
 * Applies the transfers in place (`effective` and the tallies); returns how many it kept.
 * `limit[i]`: how far, in tolerances, check i may move while held; `margin`: the polish's MARGIN.
 */
export function transferAvailability(t: PolishTallies, effective: Uint8Array, checks: Check[], limit: number[], margin: number): number {
  const z = (f: PolishFigures) => checks.map((c) => Math.abs(c.value(f) - c.target) / c.tol);
  let zs = z(t.figures());
  const focus = zs.flatMap((v, i) => (v > 1 ? [i] : []));
  if (focus.length === 0) return 0;
  const dist = (zz: number[]) => focus.reduce((d, i) => d + Math.max(0, zz[i]! - margin), 0);
  const admissible = (zz: number[]) => zz.every((v, i) => v <= Math.max(zs[i]!, limit[i]!));
  const R = t.rules.length;
  const T = t.base.nTasks;
  const keyOf = (s: number) => Math.floor(s / MODELS);
  const roundOf = (s: number) => keyOf(s) % ROUNDS;
  const pairOf = (s: number) => Math.floor(s / SLOTS_PER_PAIR);
  const ruleQual = (s: number) => t.base.ruleQual[(s % MODELS) * R + t.pairs[pairOf(s)]!.rule]!;
  const cellQual = (s: number) => t.base.cellQual[((s % MODELS) * T + t.pairs[pairOf(s)]!.task) * ROUNDS + roundOf(s)]!;
  const apply = (m: Transfer, sign: 1 | -1) => {
    const [a, b] = sign === 1 ? [m.from, m.to] : [m.to, m.from];
    t.transfer(a, b, m.pass);
    effective[b] = m.pass === 1 ? EFFECTIVE_PASS : EFFECTIVE_FAIL; effective[a] = EFFECTIVE_NA;
  };
  const evaluate = (moves: Transfer[]) => {
    for (const m of moves) apply(m, 1);
    const zz = z(t.figures());
    for (const m of [...moves].reverse()) apply(m, -1);
    return zz;
  };
  const candidates = (): Transfer[] => {
    const out: Transfer[] = [];
    for (let key = 0; key < effective.length / MODELS; key++) {
      if (t.pairs[Math.floor(key / ROUNDS)]!.alwaysPass) continue;
      for (let b = 0; b < MODELS; b++) {
        const to = key * MODELS + b;
        // B's rule and cell already covered: no tally gains a rule, cell or key it lacked.
        if (effective[to] !== EFFECTIVE_NA || ruleQual(to) < 1 || cellQual(to) < 1) continue;
        for (let a = 0; a < MODELS; a++) {
          const from = key * MODELS + a;
          const e = effective[from]!;
          if ((e !== EFFECTIVE_PASS && e !== EFFECTIVE_FAIL) || ruleQual(from) < 2 || cellQual(from) < 2) continue;
          out.push({ from, to, pass: e === EFFECTIVE_PASS ? 1 : 0 });
        }
      }
    }
    return out;
  };
  const group = (m: Transfer) => `${m.from % MODELS}|${m.to % MODELS}|${roundOf(m.from)}|${m.pass}`;
  const reverse = (m: Transfer) => `${m.to % MODELS}|${m.from % MODELS}|${roundOf(m.from)}|${m.pass}`;
  let accepted = 0;
  for (let step = 0; step < STEPS && dist(zs) > 0; step++) {
    const all = candidates();
    const byGroup = new Map<string, Transfer[]>();
    for (const m of all) { const g = group(m); let l = byGroup.get(g); if (!l) { l = []; byGroup.set(g, l); } l.push(m); }
    let best: { moves: Transfer[]; d: number; z: number[] } | null = null;
    const promising: Array<{ m: Transfer; d: number }> = [];
    const now = dist(zs);
    for (const m of all) {
      const zz = evaluate([m]);
      const d = dist(zz);
      if (d >= now) continue;
      if (admissible(zz) && (!best || d < best.d)) best = { moves: [m], d, z: zz };
      promising.push({ m, d });
    }
    promising.sort((x, y) => x.d - y.d);
    const perPair = new Map<number, number>();
    for (const { m } of promising) {
      const ab = (m.from % MODELS) * MODELS + (m.to % MODELS);
      const n = perPair.get(ab) ?? 0;
      if (n >= PROMISING) continue;
      perPair.set(ab, n + 1);
      for (const r of byGroup.get(reverse(m)) ?? []) {
        if (keyOf(r.from) === keyOf(m.from)) continue;
        const zz = evaluate([m, r]);
        const d = dist(zz);
        if (d < now && admissible(zz) && (!best || d < best.d)) best = { moves: [m, r], d, z: zz };
      }
    }
    if (process.env.SIM_DEBUG) process.stderr.write(`transfers step ${step}: ${all.length} singles, ${promising.length} promising, best ${best ? best.d.toFixed(3) : '-'} (now ${now.toFixed(3)})\n`);
    if (!best) break;
    for (const m of best.moves) apply(m, 1);
    zs = best.z;
    accepted += best.moves.length;
  }
  return accepted;
}
