/**
 * The 80 candidate tasks (60 panel, 20 dropped), the 1,114 scoreable (task, rule) pairs with
 * their placed surfaces, the injected-rule lists and every rule's admissible surfaces.
 * Surface pair quotas follow Table 4 (SD 11,072, SP 6,589, UI 1,476 qualifying ≈ 36 rows per
 * pair less n/a); UI carries against-prior rules only (Table 4: every UI verdict is against-prior).
 */
import { CONFIGURABLE_SURFACES, PANEL_SCENARIOS, SCENARIOS, type Family, type Scenario, type Surface } from '../../src/release/vocab.ts';
import type { Random } from '../../src/stats/random.ts';
import { boundedIntegersWithSum, shuffled, weightedIndex } from '../util.ts';
import type { LibraryDesign } from './library.ts';
import type { PairDesign, RuleDesign, TaskDesign } from './types.ts';

export const CANDIDATE_TASKS = 80;
export const PANEL_TASKS = 60;
/** Scoreable pairs per placed surface (TD and PF are invented; they hold the rest). */
const SURFACE_PAIR_QUOTAS: Record<Exclude<Surface, 'HD'>, number> = { SD: 328, SP: 195, UI: 44, TD: 230, PF: 317 };
/** Pairs whose verdicts are all passes: ~32% of pairs, which is what separates F-Acc from Acc. */
const ALWAYS_PASS_PAIRS = { against: 90, other: 247 };

/** How naturally each family sits on each surface (weights for the seeded surface draw; invented). */
const SURFACE_AFFINITY: Record<Exclude<Family, 'professional_writing'>, Record<Exclude<Surface, 'HD' | 'UI'>, number>> = {
  output_control: { SD: 1, SP: 1.3, TD: 0.6, PF: 0.8 },
  code_style: { SD: 1, SP: 0.6, TD: 0.5, PF: 1.6 },
  workflow: { SD: 1, SP: 0.8, TD: 0.7, PF: 1.4 },
  tool_use: { SD: 1, SP: 0.5, TD: 2.4, PF: 0.6 },
  conditional_logic: { SD: 1.1, SP: 0.9, TD: 0.8, PF: 1 },
  quantitative_limits: { SD: 1, SP: 0.8, TD: 0.8, PF: 1.2 },
};

interface PanelDesign {
  tasks: TaskDesign[];
  pairs: PairDesign[];
  /** Task indices of the 60 panel tasks, in task-id order. */
  panelTasks: number[];
}

export function designPanel(library: LibraryDesign, rng: Random): PanelDesign {
  const { rules, pairCount } = library;
  // 80 candidates; 20 dropped at seeded positions.
  const dropped = new Set(shuffled(Array.from({ length: CANDIDATE_TASKS }, (_, i) => i), rng).slice(0, CANDIDATE_TASKS - PANEL_TASKS));
  const panelTasks = Array.from({ length: CANDIDATE_TASKS }, (_, i) => i).filter((i) => !dropped.has(i));
  const panelScenarios = shuffled(PANEL_SCENARIOS.flatMap((s, k) => Array<Scenario>(k < 4 ? 8 : 7).fill(s)), rng);
  const otherScenarios = SCENARIOS.slice(8);
  const droppedScenarios = shuffled([...shuffled(PANEL_SCENARIOS, rng).slice(0, 7), ...PANEL_SCENARIOS.slice(0, 5), ...otherScenarios, ...otherScenarios.slice(0, 3)], rng);
  const tasks: TaskDesign[] = [];
  let p = 0;
  let d = 0;
  for (let i = 0; i < CANDIDATE_TASKS; i++) {
    const isPanel = !dropped.has(i);
    tasks.push({
      task_id: `T${String(i + 1).padStart(3, '0')}`,
      status: isPanel ? 'panel' : 'dropped',
      scenario: isPanel ? panelScenarios[p++]! : droppedScenarios[d++]!,
      nTurns: 6 + rng.int(5),
      injected: [],
      pilot: isPanel
        ? { pass_rate: round1(62 + rng.next() * 26), discrimination: round3(0.22 + rng.next() * 0.38) }
        : { pass_rate: round1(rng.next() < 0.5 ? 88 + rng.next() * 10 : 35 + rng.next() * 40), discrimination: round3(-0.12 + rng.next() * 0.3) },
    });
  }
  // Scoreable pairs per panel task (10–27), then each scored rule's pairs in distinct tasks.
  const capacity = boundedIntegersWithSum(PANEL_TASKS, pairCount.reduce((a, b) => a + b, 0), 10, 27, rng);
  const left = new Map(panelTasks.map((t, k) => [t, capacity[k]!]));
  const pairs: PairDesign[] = [];
  const scored = rules.map((_, i) => i).filter((i) => pairCount[i]! > 0);
  for (const r of shuffled(scored, rng).sort((a, b) => pairCount[b]! - pairCount[a]!)) {
    const open = shuffled([...left.keys()].filter((t) => left.get(t)! > 0), rng).sort((a, b) => left.get(b)! - left.get(a)!);
    if (open.length < pairCount[r]!) throw new Error(`designPanel: rule ${rules[r]!.rule_id} needs ${pairCount[r]} tasks, ${open.length} have room`);
    for (const t of open.slice(0, pairCount[r]!)) {
      pairs.push({ rule: r, task: t, surface: 'SD', alwaysPass: false });
      left.set(t, left.get(t)! - 1);
    }
  }
  assignSurfaces(pairs, rules, rng);
  assignAlwaysPass(pairs, rules, library.partialCoverage, rng);
  pairs.sort((a, b) => a.task - b.task || a.rule - b.rule);
  fillInjected(tasks, pairs, rules, rng);
  assignAdmissible(tasks, rules, rng);
  return { tasks, pairs, panelTasks };
}

function assignSurfaces(pairs: PairDesign[], rules: RuleDesign[], rng: Random): void {
  const quota = { ...SURFACE_PAIR_QUOTAS };
  // UI first: against-prior pairs only, favouring the families users state in a request.
  const uiCandidates = shuffled(pairs.filter((q) => rules[q.rule]!.prior === 'against'), rng);
  const uiWeight = (f: Family) => (f === 'output_control' || f === 'workflow' ? 2 : 1);
  const ui = new Set<PairDesign>();
  while (ui.size < quota.UI) {
    const pool = uiCandidates.filter((q) => !ui.has(q));
    ui.add(pool[weightedIndex(pool.map((q) => uiWeight(rules[q.rule]!.family)), rng)]!);
  }
  for (const q of ui) q.surface = 'UI';
  quota.UI = 0;
  const others = ['SD', 'SP', 'TD', 'PF'] as const;
  for (const q of shuffled(pairs.filter((x) => !ui.has(x)), rng)) {
    const aff = SURFACE_AFFINITY[rules[q.rule]!.family as keyof typeof SURFACE_AFFINITY];
    const weights = others.map((s) => quota[s] * aff[s]);
    const s = others[weights.some((w) => w > 0) ? weightedIndex(weights, rng) : 0]!;
    q.surface = s;
    quota[s]--;
  }
}

function assignAlwaysPass(pairs: PairDesign[], rules: RuleDesign[], partialCoverage: number[], rng: Random): void {
  const partial = new Set(partialCoverage);
  const eligible = shuffled(pairs.filter((q) => q.surface !== 'UI' && !partial.has(q.rule)), rng);
  let against = ALWAYS_PASS_PAIRS.against;
  let other = ALWAYS_PASS_PAIRS.other;
  for (const q of eligible) {
    const isAgainst = rules[q.rule]!.prior === 'against';
    if (isAgainst && against > 0) { q.alwaysPass = true; against--; }
    else if (!isAgainst && other > 0) { q.alwaysPass = true; other--; }
  }
}

/** Injected lists: each panel task's scoreable pairs plus unscoreable injections up to 25–35;
 * dropped tasks draw 25–35 instantiated rules. Every instantiated-only rule is injected somewhere. */
function fillInjected(tasks: TaskDesign[], pairs: PairDesign[], rules: RuleDesign[], rng: Random): void {
  for (const q of pairs) tasks[q.task]!.injected.push({ rule: q.rule, surface: q.surface });
  const instantiatedOnly = rules.map((_, i) => i).filter((i) => rules[i]!.role === 'instantiated');
  const inPanel = rules.map((_, i) => i).filter((i) => rules[i]!.role !== 'library');
  const panel = tasks.filter((t) => t.status === 'panel');
  const mustPlace = shuffled(instantiatedOnly, rng);
  for (const t of panel) {
    const target = Math.max(25, Math.min(35, t.injected.length + 8 + rng.int(8)));
    const have = new Set(t.injected.map((x) => x.rule));
    while (t.injected.length < target) {
      const r = mustPlace.length > 0 ? mustPlace.pop()! : inPanel[rng.int(inPanel.length)]!;
      if (have.has(r)) continue;
      have.add(r);
      t.injected.push({ rule: r, surface: drawSurface(rules[r]!, rng) });
    }
  }
  if (mustPlace.length > 0) throw new Error(`fillInjected: ${mustPlace.length} instantiated rules could not be placed`);
  for (const t of tasks.filter((x) => x.status === 'dropped')) {
    const target = 25 + rng.int(11);
    const have = new Set<number>();
    while (t.injected.length < target) {
      const r = inPanel[rng.int(inPanel.length)]!;
      if (have.has(r)) continue;
      have.add(r);
      t.injected.push({ rule: r, surface: drawSurface(rules[r]!, rng) });
    }
  }
}

function drawSurface(rule: RuleDesign, rng: Random): Surface {
  const options = CONFIGURABLE_SURFACES.filter((s) => s !== 'UI' || rule.prior === 'against');
  return options[rng.int(options.length)]!;
}

/** Admissible surfaces = every surface the rule is placed on, plus seeded extras (HD sometimes). */
function assignAdmissible(tasks: TaskDesign[], rules: RuleDesign[], rng: Random): void {
  const placed = rules.map(() => new Set<Surface>());
  for (const t of tasks) for (const x of t.injected) placed[x.rule]!.add(x.surface);
  rules.forEach((rule, i) => {
    const set = placed[i]!;
    const extras = 1 + rng.int(2);
    for (let k = 0; k < extras; k++) set.add(CONFIGURABLE_SURFACES[rng.int(CONFIGURABLE_SURFACES.length)]!);
    if (rng.next() < 0.15) set.add('HD');
    rule.admissible = (['HD', ...CONFIGURABLE_SURFACES] as Surface[]).filter((s) => set.has(s));
  });
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round3 = (x: number) => Math.round(x * 1000) / 1000;
