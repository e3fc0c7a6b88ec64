/**
 * The modality classes' failures, split as close to the published accuracies as their counts
 * allow (sim/CALIBRATION.md proof F). The four classes' qualifying counts are fixed by availability
 * and their failures sum to the 8,440 total; when no split holds all four accuracies, the polish
 * leaves the excess wherever its hill climb happened to put it. `closestSplit` gives the split
 * that leaves one class out, the one a failure moves least (the largest), and this phase moves
 * failures there: each move exchanges a failure of a class above its split for a pass of a class
 * below it, inside one build, round and prior, with the same A5 and A7 membership and the same
 * action (shortfall or overstep), of the same family, surface, method and severity where one
 * exists (that build's Acc, AP-Acc, the threshold gaps and the action figures unchanged). A move
 * is kept only when every other check stays inside its hold limit or no further out than it was.
 */
import { closestSplit } from '../check/countWindows.ts';
import { MODALITY_META } from '../../src/release/vocab.ts';
import type { Random } from '../../src/stats/random.ts';
import { MODELS, ROUNDS, SLOTS_PER_PAIR } from '../design/availability.ts';
import { EFFECTIVE_FAIL, EFFECTIVE_PASS } from '../panelOutcomes.ts';
import type { Check, PolishFigures, PolishTallies } from './roundingOptimiser.ts';

/** Partner levels (`keys` below). */
const LEVELS = 6;

/**
 * Applies the exchanges in place (`effective` and the tallies); returns how many it kept.
 * `limit[i]`: how far, in tolerances, check i may move while held.
 */
export function steerClassSplit(t: PolishTallies, effective: Uint8Array, checks: Check[], limit: number[], slots: number[], proposals: number, rng: Random): number {
  const cls = checks.flatMap((c, i) => (c.name.startsWith('class:') ? [{ name: c.name.slice(6), check: c, limit: limit[i]! }] : []));
  const split = closestSplit(cls.map((c) => ({ n: t.quals.get(`c:${c.name}`)!, accuracy: c.check.target, tol: c.limit * c.check.tol })), t.totalFails);
  const fails = () => cls.map((c) => t.fails.get(`c:${c.name}`)!);
  const dist = () => fails().reduce((d, f, i) => d + Math.abs(f - split[i]!), 0);
  let err = dist();
  if (err === 0) return 0;
  const others = checks.flatMap((c, i) => (c.name.startsWith('class:') ? [] : [{ c, limit: limit[i]! }]));
  const z = (f: PolishFigures) => others.map(({ c }) => Math.abs(c.value(f) - c.target) / c.tol);
  const classOf = (s: number) => cls.findIndex((c) => c.name === MODALITY_META[t.rules[t.pairs[Math.floor(s / SLOTS_PER_PAIR)]!.rule]!.modality].modalityClass);
  // Partner keys, finest first; every level keeps build, round, prior, A5, A7 and action.
  const keys = (s: number) => {
    const p = t.pairs[Math.floor(s / SLOTS_PER_PAIR)]!; const r = t.rules[p.rule]!;
    const base = `${s % MODELS}|${Math.floor(s / MODELS) % ROUNDS}|${r.prior}|${t.a5.has(p.rule)}|${t.a7.has(p.rule)}|${MODALITY_META[r.modality].action}`;
    return [`${base}|${r.family}|${p.surface}|${r.method}|${r.severity}`, `${base}|${r.family}|${r.method}`, `${base}|${r.family}|${p.task}`, `${base}|${r.family}`, `${base}|${p.task}`, base];
  };
  const byClass = cls.map((_, k) => slots.filter((s) => classOf(s) === k));
  const byKey = new Map<string, number[]>();
  for (const s of slots) for (const k of keys(s)) { let g = byKey.get(k); if (!g) { g = []; byKey.set(k, g); } g.push(s); }
  let zs = z(t.figures());
  let accepted = 0;
  const pick = (a: number, ok: (c: number) => boolean, used: number[]) => {
    const pool = byKey.get(keys(a)[rng.int(LEVELS)]!)!.filter((s) => effective[s] === EFFECTIVE_PASS && ok(classOf(s)) && !used.includes(s));
    return pool.length === 0 ? undefined : pool[rng.int(pool.length)]!;
  };
  for (let k = 0; k < proposals && err > 0; k++) {
    const now = fails();
    const over = now.flatMap((f, i) => (f > split[i]! ? [i] : []));
    const from = byClass[over[rng.int(over.length)]!]!;
    const a = from[rng.int(from.length)]!;
    if (effective[a] !== EFFECTIVE_FAIL) continue;
    // Directly to a class below its split, or (every other proposal) through a third class whose
    // own failure then goes on to one below: for some classes no partner with the same build,
    // round, prior and action exists directly (numeric bounds to conditional, on seed 8).
    const below = (c: number) => c !== classOf(a) && now[c]! < split[c]!;
    const via = k % 2 === 1;
    const b = pick(a, via ? (c) => c !== classOf(a) && !below(c) : below, [a]);
    if (b === undefined) continue;
    const moves: Array<[number, number]> = [[a, b]];
    if (via) {
      const third = byClass[classOf(b)]!;
      const c = third[rng.int(third.length)]!;
      const d = effective[c] === EFFECTIVE_FAIL ? pick(c, below, [a, b]) : undefined;
      if (d === undefined) continue;
      moves.push([c, d]);
    }
    for (const [x, y] of moves) { t.set(x, 1); t.set(y, 0); }
    const nextZ = z(t.figures());
    if (dist() < err && nextZ.every((v, i) => v <= Math.max(zs[i]!, others[i]!.limit))) {
      for (const [x, y] of moves) { effective[x] = EFFECTIVE_PASS; effective[y] = EFFECTIVE_FAIL; }
      zs = nextZ; err = dist(); accepted += moves.length;
    } else for (const [x, y] of moves.reverse()) { t.set(x, 0); t.set(y, 1); }
  }
  if (process.env.SIM_DEBUG) process.stderr.write(`class split: target ${split.join('/')}, ${accepted} exchanges, now ${fails().join('/')}\n`);
  return accepted;
}
