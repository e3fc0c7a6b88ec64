/**
 * The latent pass model of the panel (before raking). For slot (model m, pair p = (task t, rule r), round k):
 *   logit P(pass) = a_r · θ_m + b_r + b_p + u_t + e_mt + e_mk + e_mtk
 *                   ± c_r (cluster-specific rule effect: + for cluster one, − for cluster two)
 *                   + γ_{m, method(r)} + [against ∧ deterministic] · (η + η_m)
 * a_r discrimination (log-normal), b_r / b_p rule and pair difficulty, u_t task effect, e_* model×task,
 * model×round and model×task×round (cell-round) effects plus verdict-level noise (they set the test–retest ICCs and the width of the
 * task-clustered intervals), γ model×method effects (Table 7's τ per method falls as its σ rises),
 * η the against-prior penalty on deterministic checks (the deterministic-subset gap). Pairs marked
 * + [against] · ψ_mt (model × task × prior: task-to-task swings of Δ) + ρ_mr (model × rule idiosyncrasy) + φ_{m,family} (a named model × family effect).
 * Pairs marked alwaysPass get P = 1 and never enter raking. All σ values are invented calibration settings.
 */
import type { Family, ScoringMethod } from '../../src/release/vocab.ts';
import type { Random } from '../../src/stats/random.ts';
import { DETERMINISTIC_METHODS } from '../../src/release/vocab.ts';
import { CLUSTER_ONE, PANEL_MODELS } from '../models.ts';
import { MODELS, ROUNDS } from '../design/availability.ts';
import type { PairDesign, RuleDesign } from '../design/types.ts';
import { logit } from '../util.ts';

export const LATENT_SETTINGS = {
  discriminationSd: 1.0, ruleDifficultySd: 1.0, pairDifficultySd: 0.6, taskSd: 0.3,
  modelTaskSd: 0.9, modelRoundSd: 0.28, modelTaskAgainstSd: 0.35, modelTaskRoundSd: 0.5, verdictSd: 0.3, clusterRuleSd: 0.5,
  /** Builds whose task-to-task swings are larger (widens their paired intervals). */
  modelTaskSdScale: { 'claude-opus-4.7': 1.6, 'claude-sonnet-4.6': 1.4, 'claude-haiku-4.5': 1.4 } as Record<string, number>,
  /** Discriminating rules are also harder: difficulty += κ · log(discrimination) (shapes DW-Acc). */
  difficultyPerLogDiscrimination: 0.6,
  /** Model × rule idiosyncrasy (sets the cohort correlations); some builds are more idiosyncratic. */
  modelRuleSd: 0.1, modelRuleSdScale: { 'claude-opus-4.7': 16, 'gemini-3.1-pro': 4 } as Record<string, number>,
  methodSd: { llm_judge: 0.08, hybrid: 0.15, regex: 0.02, command_output: 0.6, ast: 1.0, cross_file: 1.5 } as Record<ScoringMethod, number>,
  /** Output-control rules separate builds less (no build above 79% on them, Table 5). */
  familyDiscrimination: { output_control: 0.45 } as Partial<Record<Family, number>>,
  /** One build whose lowest family is not output control (output control lowest for 11 of 12). */
  modelFamily: [{ model: 'kimi-k2.6', family: 'workflow' as Family, effect: -0.9 }],
  againstDeterministic: -0.95, againstDeterministicModelSd: 0.15,
};

/** Base logits per slot (NaN for always-pass pairs). */
export function latentLogits(pairs: PairDesign[], rules: RuleDesign[], nTasks: number, accTargets: number[], rng: Random): Float64Array {
  const S = LATENT_SETTINGS;
  const meanLogit = accTargets.reduce((s, a) => s + logit(a / 100), 0) / MODELS;
  const theta = accTargets.map((a) => logit(a / 100) - meanLogit);
  const logDisc = rules.map(() => S.discriminationSd * rng.normal());
  const disc = rules.map((r, i) => (S.familyDiscrimination[r.family] ?? 1) * Math.exp(logDisc[i]!));
  const modelRule = PANEL_MODELS.map((m) => rules.map(() => S.modelRuleSd * (S.modelRuleSdScale[m.model_id] ?? 1) * rng.normal()));
  const modelFamily = PANEL_MODELS.map((m) => new Map(S.modelFamily.filter((x) => x.model === m.model_id).map((x) => [x.family, x.effect])));
  const ruleDiff = rules.map((_, i) => S.ruleDifficultySd * rng.normal() + S.difficultyPerLogDiscrimination * logDisc[i]!);
  const clusterEffect = rules.map(() => S.clusterRuleSd * rng.normal());
  const taskEffect = Array.from({ length: nTasks }, () => S.taskSd * rng.normal());
  const modelTask = Array.from({ length: MODELS * nTasks }, (_, i) => S.modelTaskSd * (S.modelTaskSdScale[PANEL_MODELS[Math.floor(i / nTasks)]!.model_id] ?? 1) * rng.normal());
  const modelTaskAgainst = Array.from({ length: MODELS * nTasks }, () => S.modelTaskAgainstSd * rng.normal());
  const modelTaskRound = Array.from({ length: MODELS * nTasks * ROUNDS }, () => S.modelTaskRoundSd * rng.normal());
  const modelRound = Array.from({ length: MODELS * ROUNDS }, () => S.modelRoundSd * rng.normal());
  const methods = Object.keys(S.methodSd) as ScoringMethod[];
  const modelMethod = new Map<string, number>();
  for (let m = 0; m < MODELS; m++) for (const method of methods) modelMethod.set(`${m}:${method}`, S.methodSd[method] * rng.normal());
  const apDet = Array.from({ length: MODELS }, () => S.againstDeterministic + S.againstDeterministicModelSd * rng.normal());
  const inClusterOne = PANEL_MODELS.map((m) => (CLUSTER_ONE.includes(m.model_id) ? 1 : -1));
  const det = new Set<ScoringMethod>(DETERMINISTIC_METHODS);
  const out = new Float64Array(pairs.length * ROUNDS * MODELS);
  pairs.forEach((p, i) => {
    const rule = rules[p.rule]!;
    const pairDiff = S.pairDifficultySd * rng.normal();
    const isApDet = rule.prior === 'against' && det.has(rule.method);
    for (let k = 0; k < ROUNDS; k++) {
      for (let m = 0; m < MODELS; m++) {
        const slot = (i * ROUNDS + k) * MODELS + m;
        const noise = S.verdictSd * rng.normal() + modelTaskRound[(m * nTasks + p.task) * ROUNDS + k]!;
        if (p.alwaysPass) { out[slot] = Number.NaN; continue; }
        out[slot] = disc[p.rule]! * theta[m]! - ruleDiff[p.rule]! - pairDiff + taskEffect[p.task]! + modelTask[m * nTasks + p.task]!
          + modelRound[m * ROUNDS + k]! + noise + inClusterOne[m]! * clusterEffect[p.rule]!
          + modelMethod.get(`${m}:${rule.method}`)! + (isApDet ? apDet[m]! : 0)
          + modelRule[m]![p.rule]! + (modelFamily[m]!.get(rule.family) ?? 0)
          + (rule.prior === 'against' ? modelTaskAgainst[m * nTasks + p.task]! : 0);
      }
    }
  });
  return out;
}
