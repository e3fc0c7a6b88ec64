/**
 * The latent pass model of the panel (before raking). For slot (model m, pair p = (task t, rule r), round k):
 *   logit P(pass) = a_r · θ_m + b_r + b_p + u_t + e_mt + e_mk + e_mtk
 *                   ± c_r (cluster-specific rule effect: + for cluster one, − for cluster two)
 *                   + γ_{m, method(r)} + [against ∧ deterministic] · (η + η_m)
 * a_r discrimination (log-normal), b_r / b_p rule and pair difficulty, u_t task effect, e_* model×task,
 * model×round and model×task×round effects (they set the test–retest ICCs and the width of the
 * task-clustered intervals), γ model×method effects (Table 7's τ per method falls as its σ rises),
 * η the against-prior penalty on deterministic checks (the deterministic-subset gap). Pairs marked
 * alwaysPass get P = 1 and never enter raking. All σ values are invented calibration settings.
 */
import type { ScoringMethod } from '../../lib/release/vocab.ts';
import type { Random } from '../../lib/stats/random.ts';
import { DETERMINISTIC_METHODS } from '../../lib/release/vocab.ts';
import { CLUSTER_ONE, PANEL_MODELS } from '../models.ts';
import { MODELS, ROUNDS } from '../design/availability.ts';
import type { PairDesign, RuleDesign } from '../design/types.ts';
import { logit } from '../util.ts';

export const LATENT_SETTINGS = {
  discriminationSd: 0.3, ruleDifficultySd: 1.0, pairDifficultySd: 0.6, taskSd: 0.3,
  modelTaskSd: 0.45, modelRoundSd: 0.1, modelTaskRoundSd: 0.35, clusterRuleSd: 0.35,
  methodSd: { llm_judge: 0.03, hybrid: 0.15, regex: 0.12, command_output: 0.4, ast: 0.55, cross_file: 0.8 } as Record<ScoringMethod, number>,
  againstDeterministic: -0.7, againstDeterministicModelSd: 0.15,
};

/** Base logits per slot (NaN for always-pass pairs). */
export function latentLogits(pairs: PairDesign[], rules: RuleDesign[], nTasks: number, accTargets: number[], rng: Random): Float64Array {
  const S = LATENT_SETTINGS;
  const meanLogit = accTargets.reduce((s, a) => s + logit(a / 100), 0) / MODELS;
  const theta = accTargets.map((a) => logit(a / 100) - meanLogit);
  const disc = rules.map(() => Math.exp(S.discriminationSd * rng.normal()));
  const ruleDiff = rules.map(() => S.ruleDifficultySd * rng.normal());
  const clusterEffect = rules.map(() => S.clusterRuleSd * rng.normal());
  const taskEffect = Array.from({ length: nTasks }, () => S.taskSd * rng.normal());
  const modelTask = Array.from({ length: MODELS * nTasks }, () => S.modelTaskSd * rng.normal());
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
        const noise = S.modelTaskRoundSd * rng.normal();
        if (p.alwaysPass) { out[slot] = Number.NaN; continue; }
        out[slot] = disc[p.rule]! * theta[m]! - ruleDiff[p.rule]! - pairDiff + taskEffect[p.task]! + modelTask[m * nTasks + p.task]!
          + modelRound[m * ROUNDS + k]! + noise + inClusterOne[m]! * clusterEffect[p.rule]!
          + modelMethod.get(`${m}:${rule.method}`)! + (isApDet ? apDet[m]! : 0);
      }
    }
  });
  return out;
}
