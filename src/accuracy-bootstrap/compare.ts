/**
 * Comparing two models under a selection of verdicts: their paired task-clustered differences in
 * Acc and AP-Acc (the same resamples for both models, so the difference's interval accounts for
 * the shared tasks — Miller 2024, arXiv 2411.00640), the Acc difference within each rule family,
 * and the rules on which their pass rates differ most. Pure: typed arrays, no DOM, no Node APIs.
 */
import { bootstrapTable2, type Table2Bootstrap } from './bootstrap.ts';
import { pairedDifference, type Estimate } from './leaderboard.ts';
import type { ResampleWeights } from './resample-weights.ts';
import { selectedCells, verdictMasks, type DenseIndex, type RuleMeta, type Selection, type VerdictTable } from './selection.ts';

interface FamilyDifference {
  family: string;
  /** Acc(a) − Acc(b) on the family's selected verdicts, pp, with its paired interval. */
  difference: Estimate;
  qualifyingA: number;
  qualifyingB: number;
}

interface RuleDifference {
  ruleId: string;
  passesA: number;
  qualifyingA: number;
  passesB: number;
  qualifyingB: number;
  /** 100 · (passesA / qualifyingA − passesB / qualifyingB), pp. */
  difference: number;
  /** Tasks where either model has a selected verdict on the rule (for evidence links), sorted. */
  tasks: string[];
}

interface ModelComparison {
  acc: Estimate;
  apAcc: Estimate;
  families: FamilyDifference[];
  rules: RuleDifference[];
  /** The bootstrap of every model under the selection (its rank draws give P(A ahead of B)). */
  overall: Table2Bootstrap;
}

/**
 * Per-rule pass rates of models a and b (dense model indices) over the included verdicts; rules
 * where both have at least `minQualifying` qualifying verdicts, largest |difference| first
 * (ties by rule id).
 */
export function ruleDifferences(table: VerdictTable, index: DenseIndex, include: ArrayLike<number>, a: number, b: number, minQualifying: number): RuleDifference[] {
  const R = table.rule.dictionary.length;
  const counts = new Float64Array(R * 4);
  const tasks = new Map<number, Set<number>>();
  for (let i = 0; i < table.length; i++) {
    if (!include[i]) continue;
    const m = index.model[i]!;
    if (m !== a && m !== b) continue;
    const r = table.rule.codes[i]!;
    const o = r * 4 + (m === a ? 0 : 2);
    counts[o] = counts[o]! + table.pass[i]!;
    counts[o + 1] = counts[o + 1]! + 1;
    let set = tasks.get(r);
    if (!set) tasks.set(r, (set = new Set()));
    set.add(table.task.codes[i]!);
  }
  const out: RuleDifference[] = [];
  for (let r = 0; r < R; r++) {
    const [pA, qA, pB, qB] = [counts[r * 4]!, counts[r * 4 + 1]!, counts[r * 4 + 2]!, counts[r * 4 + 3]!];
    if (qA < minQualifying || qB < minQualifying || qA === 0 || qB === 0) continue;
    out.push({
      ruleId: table.rule.dictionary[r]!, passesA: pA, qualifyingA: qA, passesB: pB, qualifyingB: qB,
      difference: 100 * (pA / qA - pB / qB),
      tasks: [...(tasks.get(r) ?? [])].map((c) => table.task.dictionary[c]!).sort(),
    });
  }
  return out.sort((x, y) => Math.abs(y.difference) - Math.abs(x.difference) || (x.ruleId < y.ruleId ? -1 : 1));
}

/** Everything the comparison page shows for models a and b (dense indices) under a selection. */
export function compareModels(
  table: VerdictTable, index: DenseIndex, rules: Readonly<Record<string, RuleMeta>>, selection: Selection,
  weights: ResampleWeights, a: number, b: number, families: readonly string[], minQualifying = 3,
): ModelComparison {
  const overall = bootstrapTable2(selectedCells(table, index, rules, selection), weights);
  const B = overall.resamples;
  const chosen = selection.facets.family;
  const familyRows = families.filter((f) => chosen.length === 0 || chosen.includes(f)).map((family): FamilyDifference => {
    const d = bootstrapTable2(selectedCells(table, index, rules, { ...selection, facets: { ...selection.facets, family: [family] } }), weights);
    return { family, difference: pairedDifference(d.point.acc, d.draws.acc, B, a, b), qualifyingA: d.point.qualifying[a]!, qualifyingB: d.point.qualifying[b]! };
  });
  return {
    acc: pairedDifference(overall.point.acc, overall.draws.acc, B, a, b),
    apAcc: pairedDifference(overall.point.apAcc, overall.draws.apAcc, B, a, b),
    families: familyRows,
    rules: ruleDifferences(table, index, verdictMasks(table, rules, selection).include, a, b, minQualifying),
    overall,
  };
}
