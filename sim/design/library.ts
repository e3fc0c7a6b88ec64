/**
 * The 642-rule library's structure (no texts): family, modality, prior, scoring method,
 * severity, lineage and source category for every rule, and which rules the panel scores.
 * Library counts match the published shares (Figure 3; prior counts exact); the scored subset's
 * composition (in scoreable-pair units) is chosen so the panel's qualifying marginals — method
 * shares (Table 7), action and modality-class counts (Figures 4–5), the against-prior share —
 * can be met exactly by the availability step.
 */
import type { Family, Modality, PriorLabel, ScoringMethod, Severity, SourceCategory } from '../../src/release/vocab.ts';
import type { Random } from '../../src/stats/random.ts';
import { boundedIntegersWithSum, shuffled, weightedIndex } from '../util.ts';
import type { RuleDesign } from './types.ts';

/** Library rule counts per family: within ±1 pp of the published shares of 642. */
export const LIBRARY_FAMILY_COUNTS: Record<Family, number> = {
  professional_writing: 178, output_control: 114, code_style: 114, workflow: 69, tool_use: 57, conditional_logic: 57, quantitative_limits: 53,
};
/** Library rule counts per modality: within ±1 pp of the published shares (allow < 1%). */
export const LIBRARY_MODALITY_COUNTS: Record<Modality, number> = {
  require: 385, forbid: 84, conditional_require: 64, limit_max: 45, prefer: 39, limit_min: 20, allow: 5,
};
/** Published exactly (§3). */
const LIBRARY_PRIOR_COUNTS: Record<PriorLabel, number> = { align: 115, against: 282, neutral: 245 };

const PANEL_INSTANTIATED_RULES = 302;
const PANEL_SCORED_RULES = 256;

type CodingFamily = Exclude<Family, 'professional_writing'>;
/** Scored rules per family and their scoreable pairs: pair shares follow the family failure
 * counts and accuracies of Figure 4 / Table 5 (failures ÷ (1 − accuracy) per family). */
const SCORED: Record<CodingFamily, { rules: number; pairs: number; singles: number; againstShare: number }> = {
  output_control: { rules: 55, pairs: 237, singles: 3, againstShare: 0.62 },
  workflow: { rules: 62, pairs: 271, singles: 3, againstShare: 0.55 },
  code_style: { rules: 47, pairs: 204, singles: 3, againstShare: 0.5 },
  conditional_logic: { rules: 34, pairs: 149, singles: 2, againstShare: 0.5 },
  tool_use: { rules: 29, pairs: 129, singles: 2, againstShare: 0.45 },
  quantitative_limits: { rules: 29, pairs: 124, singles: 1, againstShare: 0.4 },
};
/** Pair quotas per modality for the four families without a natural modality (Figures 4–5). */
const GENERIC_MODALITY_PAIRS: Partial<Record<Modality, number>> = { require: 597, forbid: 160, conditional_require: 11, prefer: 52, allow: 3, limit_max: 18 };
const QUANTITATIVE_MODALITY_PAIRS: Partial<Record<Modality, number>> = { limit_max: 72, limit_min: 34, require: 18 };
/** Pair quotas of the deterministic methods (Table 7 shares, deterministic total 5,013 after n/a).
 * 147 pairs in all: the judge-involved row share 86.8 admits 967 judge pairs only (sim/CALIBRATION.md item 8). */
const DETERMINISTIC_PAIRS: [ScoringMethod, number, CodingFamily[]][] = [
  ['cross_file', 10, ['workflow', 'code_style']],
  ['ast', 11, ['code_style', 'quantitative_limits']],
  ['command_output', 30, ['workflow', 'tool_use']],
  ['regex', 96, ['code_style', 'output_control', 'quantitative_limits', 'conditional_logic']],
];
const HYBRID_PAIRS = 204;

const SEVERITY_WEIGHTS: [Severity, number][] = [['must', 0.45], ['should', 0.4], ['may', 0.15]];
const SOURCE_WEIGHTS: [SourceCategory, number][] = [
  ['project_instructions', 0.3], ['contributor_guide', 0.22], ['style_guide', 0.16], ['tool_documentation', 0.12], ['security_policy', 0.06], ['llm_proposal', 0.14],
];

export interface LibraryDesign {
  rules: RuleDesign[];
  /** Scoreable pairs per rule index (0 for unscored rules). */
  pairCount: number[];
  /** Indices of the 14 partial-coverage rules. */
  partialCoverage: number[];
}

function pick<T>(weights: [T, number][], rng: Random): T {
  return weights[weightedIndex(weights.map((w) => w[1]), rng)]![0];
}

/** Greedily give each rule (largest first) the label whose pair quota is least used, so pair totals land on the quotas. */
function assignByPairQuota<T extends string>(ruleIdx: number[], pairs: number[], quotas: Partial<Record<T, number>>, rng: Random): Map<number, T> {
  const left = new Map<T, number>(Object.entries(quotas) as [T, number][]);
  const out = new Map<number, T>();
  const order = shuffled(ruleIdx, rng).sort((a, b) => pairs[b]! - pairs[a]!);
  for (const r of order) {
    let best: T | null = null;
    let bestScore = -Infinity;
    for (const [label, remaining] of left) {
      const fits = remaining >= pairs[r]! ? 1 : 0;
      const score = fits * 1e6 + remaining / (quotas[label] ?? 1);
      if (score > bestScore) { bestScore = score; best = label; }
    }
    out.set(r, best!);
    left.set(best!, left.get(best!)! - pairs[r]!);
  }
  return out;
}

export function designLibrary(rng: Random): LibraryDesign {
  const families = Object.keys(LIBRARY_FAMILY_COUNTS) as Family[];
  const draft: { family: Family; role: RuleDesign['role']; modality?: Modality; method?: ScoringMethod; prior?: PriorLabel }[] = [];
  const pairCount: number[] = [];
  const partialCoverage: number[] = [];
  // Scored rules first (indices are shuffled into rule ids at the end).
  for (const family of Object.keys(SCORED) as CodingFamily[]) {
    const s = SCORED[family];
    const multi = boundedIntegersWithSum(s.rules - s.singles, s.pairs - s.singles, 2, 9, rng);
    for (let i = 0; i < s.rules; i++) {
      if (i < s.singles) partialCoverage.push(draft.length);
      pairCount.push(i < s.singles ? 1 : multi[i - s.singles]!);
      draft.push({ family, role: 'scored' });
    }
  }
  const scoredIdx = draft.map((_, i) => i);
  const ofFamily = (f: Family) => scoredIdx.filter((i) => draft[i]!.family === f);
  // Modalities.
  for (const i of ofFamily('conditional_logic')) draft[i]!.modality = 'conditional_require';
  for (const [i, m] of assignByPairQuota(ofFamily('quantitative_limits'), pairCount, QUANTITATIVE_MODALITY_PAIRS, rng)) draft[i]!.modality = m;
  const generic = (['output_control', 'workflow', 'code_style', 'tool_use'] as Family[]).flatMap(ofFamily);
  for (const [i, m] of assignByPairQuota(generic, pairCount, GENERIC_MODALITY_PAIRS, rng)) draft[i]!.modality = m;
  // Methods: deterministic quotas from affine families, then hybrid, then the LLM judge.
  for (const [method, quota, fams] of DETERMINISTIC_PAIRS) {
    let left = quota;
    for (const i of shuffled(scoredIdx.filter((i) => fams.includes(draft[i]!.family as CodingFamily) && !draft[i]!.method), rng)) {
      if (left <= 0) break;
      if (pairCount[i]! <= left) { draft[i]!.method = method; left -= pairCount[i]!; }
    }
  }
  let hybridLeft = HYBRID_PAIRS;
  for (const i of shuffled(scoredIdx.filter((i) => !draft[i]!.method), rng)) {
    if (hybridLeft <= 0) break;
    if (pairCount[i]! <= hybridLeft) { draft[i]!.method = 'hybrid'; hybridLeft -= pairCount[i]!; }
  }
  for (const i of scoredIdx) draft[i]!.method ??= 'llm_judge';
  // Priors: against share per family in pair units; the rest align / neutral.
  for (const family of Object.keys(SCORED) as CodingFamily[]) {
    const idx = ofFamily(family);
    const pairs = SCORED[family].pairs;
    const against = Math.round(pairs * SCORED[family].againstShare);
    const align = Math.round((pairs - against) * 0.38);
    for (const [i, p] of assignByPairQuota<PriorLabel>(idx, pairCount, { against, align, neutral: pairs - against - align }, rng)) draft[i]!.prior = p;
  }
  // Unscored coding rules: 46 instantiated-only, the rest library-only; then professional writing.
  const remainingFamily = Object.fromEntries(families.map((f) => [f, LIBRARY_FAMILY_COUNTS[f] - draft.filter((d) => d.family === f).length])) as Record<Family, number>;
  const unscoredCoding: Family[] = shuffled(families.filter((f) => f !== 'professional_writing').flatMap((f) => Array<Family>(remainingFamily[f]).fill(f)), rng);
  unscoredCoding.forEach((family, k) => {
    draft.push({ family, role: k < PANEL_INSTANTIATED_RULES - PANEL_SCORED_RULES ? 'instantiated' : 'library' });
    pairCount.push(0);
  });
  for (let k = 0; k < remainingFamily.professional_writing; k++) { draft.push({ family: 'professional_writing', role: 'library' }); pairCount.push(0); }
  // Fill modality totals exactly: quantitative and conditional rules first, then the rest.
  const modalityLeft = new Map<Modality, number>(Object.entries(LIBRARY_MODALITY_COUNTS) as [Modality, number][]);
  for (const d of draft) if (d.modality) modalityLeft.set(d.modality, modalityLeft.get(d.modality)! - 1);
  const unassigned = draft.map((_, i) => i).filter((i) => !draft[i]!.modality);
  const rank = (f: Family) => (f === 'quantitative_limits' ? 0 : f === 'conditional_logic' ? 1 : 2);
  for (const i of shuffled(unassigned, rng).sort((a, b) => rank(draft[a]!.family) - rank(draft[b]!.family))) {
    const d = draft[i]!;
    const preferred: Modality[] = d.family === 'quantitative_limits' ? ['limit_max', 'limit_min'] : d.family === 'conditional_logic' ? ['conditional_require'] : [];
    const open = preferred.filter((m) => modalityLeft.get(m)! > 0);
    const choices = open.length > 0 ? open : ([...modalityLeft.keys()].filter((m) => modalityLeft.get(m)! > 0));
    const m = choices[weightedIndex(choices.map((c) => modalityLeft.get(c)!), rng)]!;
    d.modality = m;
    modalityLeft.set(m, modalityLeft.get(m)! - 1);
  }
  // Fill prior totals exactly.
  const priorLeft: PriorLabel[] = [];
  for (const p of Object.keys(LIBRARY_PRIOR_COUNTS) as PriorLabel[]) {
    const used = draft.filter((d) => d.prior === p).length;
    if (used > LIBRARY_PRIOR_COUNTS[p]) throw new Error(`designLibrary: ${used} scored rules labelled ${p} exceed the library's ${LIBRARY_PRIOR_COUNTS[p]}`);
    for (let k = used; k < LIBRARY_PRIOR_COUNTS[p]; k++) priorLeft.push(p);
  }
  const shuffledPriors = shuffled(priorLeft, rng);
  for (const d of draft) if (!d.prior) d.prior = shuffledPriors.pop()!;
  // Methods of unscored rules: professional writing is judged; others follow Table 7 shares.
  const methodWeights: [ScoringMethod, number][] = [['llm_judge', 0.68], ['hybrid', 0.18], ['regex', 0.09], ['command_output', 0.03], ['ast', 0.01], ['cross_file', 0.01]];
  for (const d of draft) if (!d.method) d.method = d.family === 'professional_writing' ? pick([['llm_judge', 0.85], ['hybrid', 0.1], ['regex', 0.05]], rng) : pick(methodWeights, rng);

  // Final rule ids: a seeded permutation, so roles and families are spread over R0001…R0642.
  const order = shuffled(draft.map((_, i) => i), rng);
  const idOf = new Array<number>(draft.length);
  order.forEach((draftIndex, position) => { idOf[draftIndex] = position; });
  const rules = new Array<RuleDesign>(draft.length);
  const permutedPairs = new Array<number>(draft.length);
  draft.forEach((d, i) => {
    const at = idOf[i]!;
    rules[at] = {
      rule_id: `R${String(at + 1).padStart(4, '0')}`,
      family: d.family, modality: d.modality!, method: d.method!, prior: d.prior!,
      severity: pick(SEVERITY_WEIGHTS, rng), source: pick(SOURCE_WEIGHTS, rng),
      lineage: 'curated', admissible: [], role: d.role,
    };
    permutedPairs[at] = pairCount[i]!;
  });
  return { rules, pairCount: permutedPairs, partialCoverage: partialCoverage.map((i) => idOf[i]!).sort((a, b) => a - b) };
}
