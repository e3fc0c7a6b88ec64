/**
 * The simulator's seed-level design against the published panel structure (HARNESS-IF.md §3–4,
 * published.json counts and panel_design) and the invariants of the balanced-swap step.
 */
import { describe, expect, it } from 'vitest';
import published from '../../data/paper/published.json' with { type: 'json' };
import { MODALITY_META } from '../../src/release/vocab.ts';
import { seededRandom } from '../../src/stats/random.ts';
import { balancedSwaps } from '../../sim/calibrate/balancedSwaps.ts';
import { LIBRARY_FAMILY_COUNTS, LIBRARY_MODALITY_COUNTS, designLibrary } from '../../sim/design/library.ts';
import { AVAILABILITY_TARGETS, MODELS, ROUNDS, SLOTS_PER_PAIR, STATUS_QUALIFYING, designAvailability } from '../../sim/design/availability.ts';
import { nonQualifyingPerModel } from '../../sim/calibrate/modelCounts.ts';
import { TOTAL_PASSES } from '../../sim/calibrate/panelTargets.ts';
import { MODEL_TARGETS, PANEL_MODELS } from '../../sim/models.ts';
import { designPanel } from '../../sim/design/tasks.ts';
import { EFFECTIVE_FAIL, EFFECTIVE_NA, EFFECTIVE_PASS } from '../../sim/panelOutcomes.ts';

const seed = 5;
const library = designLibrary(seededRandom(seed, 'sim/library'));
const panel = designPanel(library, seededRandom(seed, 'sim/panel'));
const { rules } = library;

describe('library design', () => {
  it('has 642 rules with family and modality shares within ±1 pp of Figure 3', () => {
    expect(rules).toHaveLength(published.counts.library_rules);
    for (const [family, share] of Object.entries(published.library_shares.family)) {
      expect(LIBRARY_FAMILY_COUNTS[family as keyof typeof LIBRARY_FAMILY_COUNTS]).toBe(rules.filter((r) => r.family === family).length);
      expect(Math.abs((100 * rules.filter((r) => r.family === family).length) / 642 - share)).toBeLessThanOrEqual(1);
    }
    for (const [modality, share] of Object.entries(published.library_shares.modality)) {
      expect(LIBRARY_MODALITY_COUNTS[modality as keyof typeof LIBRARY_MODALITY_COUNTS]).toBe(rules.filter((r) => r.modality === modality).length);
      expect(Math.abs((100 * rules.filter((r) => r.modality === modality).length) / 642 - share)).toBeLessThanOrEqual(1);
    }
  });
  it('has exact prior counts and 302 instantiated / 256 scored rules, none of them professional writing', () => {
    for (const [label, n] of Object.entries(published.counts.prior_labels)) expect(rules.filter((r) => r.prior === label).length).toBe(n);
    const inPanel = rules.filter((r) => r.role !== 'library');
    expect(inPanel).toHaveLength(published.counts.panel_rules_instantiated);
    expect(rules.filter((r) => r.role === 'scored')).toHaveLength(published.counts.panel_rules_with_verdict);
    expect(inPanel.filter((r) => r.family === 'professional_writing')).toEqual([]);
  });
});

describe('panel design', () => {
  const panelTasks = panel.tasks.filter((t) => t.status === 'panel');
  it('has 80 candidates, 60 panel tasks over the 8 panel scenarios, and dropped tasks in other scenarios too', () => {
    expect(panel.tasks).toHaveLength(published.counts.candidate_tasks);
    expect(panelTasks).toHaveLength(published.counts.tasks);
    expect(new Set(panelTasks.map((t) => t.scenario)).size).toBe(8);
    expect(panel.tasks.some((t) => t.status === 'dropped' && !['backend', 'frontend', 'systems', 'data_ml', 'automation', 'security_testing', 'tool_orchestration', 'technical_documentation'].includes(t.scenario))).toBe(true);
  });
  it('keeps turns, injected and scoreable rules per task inside the published ranges', () => {
    const [t0, t1] = published.panel_design.turns_per_task;
    const [i0, i1] = published.panel_design.rules_injected_per_task;
    const [s0, s1] = published.panel_design.rules_scoreable_per_task;
    for (const t of panel.tasks) {
      expect(t.nTurns).toBeGreaterThanOrEqual(t0!); expect(t.nTurns).toBeLessThanOrEqual(t1!);
      expect(t.injected.length).toBeGreaterThanOrEqual(i0!); expect(t.injected.length).toBeLessThanOrEqual(i1!);
    }
    const perTask = new Map<number, number>();
    for (const p of panel.pairs) perTask.set(p.task, (perTask.get(p.task) ?? 0) + 1);
    expect(panel.pairs).toHaveLength(published.counts.keys_per_model / 3);
    for (const n of perTask.values()) { expect(n).toBeGreaterThanOrEqual(s0!); expect(n).toBeLessThanOrEqual(s1!); }
  });
  it('places every pair on an admissible configurable surface, UI only for against-prior rules', () => {
    for (const p of panel.pairs) {
      expect(p.surface).not.toBe('HD');
      expect(rules[p.rule]!.admissible).toContain(p.surface);
      if (p.surface === 'UI') expect(rules[p.rule]!.prior).toBe('against');
    }
  });
});

describe('availability', () => {
  // Seeds 2, 5 and 9 stalled with random direct swaps between models alone (the strongest build's
  // n/a cannot grow in keys where the over-target build is n/a; with the deterministic methods'
  // targets, seed 2 still does); the two-step fallback reaches the targets.
  it.each([2, 5, 9])('meets every per-model n/a target and keeps every rule covered (seed %i)', (s) => {
    const lib = designLibrary(seededRandom(s, 'sim/library'));
    const pan = designPanel(lib, seededRandom(s, 'sim/panel'));
    const acc = PANEL_MODELS.map((m) => MODEL_TARGETS[m.model_id]!.acc);
    const totalNonQual = pan.pairs.length * SLOTS_PER_PAIR - AVAILABILITY_TARGETS.qualifying;
    const target = nonQualifyingPerModel(acc, pan.pairs.length * ROUNDS, totalNonQual, TOTAL_PASSES);
    const { status, uncovered } = designAvailability(pan.pairs, lib.rules, lib.partialCoverage, target, seededRandom(s, 'sim/availability'));
    const perModel = new Array<number>(MODELS).fill(0);
    const covered = new Map<number, Set<number>>();
    for (let slot = 0; slot < status.length; slot++) {
      const rule = pan.pairs[Math.floor(slot / SLOTS_PER_PAIR)]!.rule;
      if (status[slot] !== STATUS_QUALIFYING) perModel[slot % MODELS]! += 1;
      else { const set = covered.get(rule) ?? new Set<number>(); set.add(slot % MODELS); covered.set(rule, set); }
    }
    expect(perModel).toEqual(target);
    expect(status.filter((x) => x === STATUS_QUALIFYING).length).toBe(AVAILABILITY_TARGETS.qualifying);
    for (const [rule, set] of covered) expect(set.size).toBe(uncovered.has(rule) ? MODELS - 1 : MODELS);
  }, 60_000);
});

describe('balanced swaps', () => {
  // Uncalibrated outcomes (seeded draws: 75% pass, 20% fail, 5% n/a), not the calibrated draw of
  // sim/panelOutcomes.ts: the invariant holds for any start, and the test stays fast.
  it('never change a count the release publishes (per model × against-prior or not × family × surface × modality; AP-Acc splits priors only so)', () => {
    const draw = seededRandom(seed, 'test/swaps-start');
    const effective = Uint8Array.from({ length: panel.pairs.length * SLOTS_PER_PAIR }, () => {
      const u = draw.next();
      return u < 0.75 ? EFFECTIVE_PASS : u < 0.95 ? EFFECTIVE_FAIL : EFFECTIVE_NA;
    });
    const tally = (e: Uint8Array) => {
      const out = new Map<string, number>();
      for (let s = 0; s < e.length; s++) {
        if (e[s] !== EFFECTIVE_PASS) continue;
        const pair = panel.pairs[Math.floor(s / SLOTS_PER_PAIR)]!;
        const r = rules[pair.rule]!;
        const key = `${s % MODELS}|${r.prior === 'against' ? 'against' : 'other'}|${r.family}|${pair.surface}|${r.modality}|${MODALITY_META[r.modality].action}`;
        out.set(key, (out.get(key) ?? 0) + 1);
      }
      return out;
    };
    const before = tally(effective);
    const report = balancedSwaps(effective, panel.pairs, rules, panel.tasks.length, 3000, seededRandom(seed, 'test/swaps'));
    expect(report.accepted).toBeGreaterThan(0);
    expect(report.objectiveAfter).toBeLessThanOrEqual(report.objectiveBefore);
    expect(tally(effective)).toEqual(before);
  });
});
