/**
 * The simulated non-coding extension (paper §10, Appendix G): 5 domains × 8 cases, the 12 panel
 * builds, 3 attempts each = 1,440 attempts, of which 12 are invalid (empty long-context network
 * shells from the 1M-context builds) and 1,428 valid with a pass/fail/na outcome per case rule.
 * Per-model NC-Macro values are invented (targets.ts) and met by calibration (calibrate.ts).
 */
import type { ModelRecord, NoncodingAttemptRecord, NoncodingCaseRecord, RuleRecord } from '../src/release/schemas.ts';
import { seededRandom } from '../src/stats/random.ts';
import { calibrateModelToMacro } from './noncoding/calibrate.ts';
import { pickCaseRules, suitsProse } from './noncoding/caseRules.ts';
import { NONCODING_DOMAINS } from './noncoding/domains.ts';
import { INVALID_ATTEMPTS_BY_MODEL, INVALID_REASON, NC_MACRO_TARGETS } from './noncoding/targets.ts';

const NONCODING_ATTEMPTS_PER_CASE = 3;
/** Share of sampled outcomes that are n/a (the rule had no opportunity in that answer). Invented; kept small. */
const NA_RATE = 0.025;

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

export function simulateNoncoding(
  seed: number,
  models: readonly ModelRecord[],
  rules: readonly RuleRecord[],
): { cases: NoncodingCaseRecord[]; attempts: NoncodingAttemptRecord[]; invented: { what: string; detail: string }[] } {
  const cohort = models.filter((model) => model.cohorts.includes('noncoding'));
  if (cohort.length === 0) throw new Error('noncoding: no model has the "noncoding" cohort');
  for (const model of cohort) {
    if (NC_MACRO_TARGETS[model.model_id] === undefined) throw new Error(`noncoding: no NC-Macro target for model ${model.model_id}`);
  }
  const cases = buildCases(seed, rules);
  const attempts = sampleAttempts(seed, cohort, cases);
  const calibration = seededRandom(seed, 'noncoding/calibration');
  for (const model of cohort) calibrateModelToMacro(attempts, model.model_id, NC_MACRO_TARGETS[model.model_id]!, calibration);

  const targets = cohort.map((model) => `${model.display_name} ${NC_MACRO_TARGETS[model.model_id]!.toFixed(1)}`).join('; ');
  const invalid = attempts.filter((attempt) => !attempt.valid).map((attempt) => `${attempt.model_id}/${attempt.case_id}/attempt ${attempt.attempt}`);
  const invented = [
    { what: 'Non-coding domains and cases', detail: `Five domains (${NONCODING_DOMAINS.map((d) => d.domain).join(', ')}), eight cases each; titles and prompts written for the simulation. Each case carries 4-8 professional-writing rules, preferring rules written for the document types of its domain, and sometimes one prose-suitable output-control rule.` },
    { what: 'Per-model NC-Macro values', detail: `Invented values spanning the published 65.8-84.8 range with GPT-5.5 leading: ${targets}. Outcomes are sampled from a logistic model (model ability, case difficulty, rule-in-case effect) and then calibrated onto these values.` },
    { what: 'Which non-coding attempts were invalid', detail: `The 12 "empty long-context network shell" attempts were placed on the 1M-context Anthropic builds, on cases with long attached documents: ${invalid.join(', ')}.` },
  ];
  return { cases, attempts, invented };
}

function buildCases(seed: number, rules: readonly RuleRecord[]): NoncodingCaseRecord[] {
  const writing = rules.filter((rule) => rule.family === 'professional_writing');
  const output = rules.filter((rule) => rule.family === 'output_control' && suitsProse(rule));
  if (writing.length < 8) throw new Error(`noncoding: the rule library has only ${writing.length} professional_writing rules (need at least 8)`);
  const rng = seededRandom(seed, 'noncoding/cases');
  const cases: NoncodingCaseRecord[] = [];
  for (const domain of NONCODING_DOMAINS) {
    for (const item of domain.cases) {
      const total = 4 + rng.int(5);
      const withOutput = output.length > 0 && rng.next() < 0.35 ? 1 : 0;
      const picked = [
        ...pickCaseRules(writing, domain, total - withOutput, rng),
        ...(withOutput ? pickCaseRules(output, domain, 1, rng) : []),
      ];
      const caseId = `NC${String(cases.length + 1).padStart(2, '0')}`;
      cases.push({ case_id: caseId, domain: domain.domain, title: item.title, prompt: item.prompt, rule_ids: picked.map((rule) => rule.rule_id) });
    }
  }
  return cases;
}

/** Chooses which (model, case, attempt) slots are invalid: distinct long-context cases per model. */
function chooseInvalid(seed: number, cohort: readonly ModelRecord[], cases: readonly NoncodingCaseRecord[]): Set<string> {
  const rng = seededRandom(seed, 'noncoding/invalid');
  const longDomains = new Set(NONCODING_DOMAINS.filter((domain) => domain.longContext).map((domain) => domain.domain));
  const longCases = cases.filter((item) => longDomains.has(item.domain));
  const chosen = new Set<string>();
  for (const [modelId, count] of Object.entries(INVALID_ATTEMPTS_BY_MODEL)) {
    const model = cohort.find((candidate) => candidate.model_id === modelId);
    if (model === undefined) throw new Error(`noncoding: invalid attempts are assigned to ${modelId}, which is not in the noncoding cohort`);
    if (model.context_variant !== '1m') throw new Error(`noncoding: ${modelId} must use the 1m context variant to produce long-context shells`);
    const pool = [...longCases];
    for (let k = 0; k < count; k++) {
      const [item] = pool.splice(rng.int(pool.length), 1);
      if (item === undefined) throw new Error('noncoding: ran out of long-context cases for invalid attempts');
      chosen.add(`${modelId}|${item.case_id}|${1 + rng.int(NONCODING_ATTEMPTS_PER_CASE)}`);
    }
  }
  return chosen;
}

function sampleAttempts(seed: number, cohort: readonly ModelRecord[], cases: readonly NoncodingCaseRecord[]): NoncodingAttemptRecord[] {
  const invalid = chooseInvalid(seed, cohort, cases);
  const effects = seededRandom(seed, 'noncoding/effects');
  const caseDifficulty = new Map(cases.map((item) => [item.case_id, 0.45 * effects.normal()]));
  const ruleEffect = new Map(cases.flatMap((item) => item.rule_ids.map((ruleId) => [`${item.case_id}|${ruleId}`, 0.6 * effects.normal()] as const)));
  const rng = seededRandom(seed, 'noncoding/outcomes');
  const attempts: NoncodingAttemptRecord[] = [];
  for (const model of cohort) {
    // Mean of logistic(N(μ, σ)) is pulled towards 0.5, so start a little beyond the target; calibration finishes the job.
    const ability = logit(NC_MACRO_TARGETS[model.model_id]! / 100) * 1.15;
    for (const item of cases) {
      const cellEffect = 0.3 * rng.normal();
      for (let attempt = 1; attempt <= NONCODING_ATTEMPTS_PER_CASE; attempt++) {
        const attemptId = `nc-${model.model_id}-${item.case_id}-a${attempt}`;
        if (invalid.has(`${model.model_id}|${item.case_id}|${attempt}`)) {
          attempts.push({ attempt_id: attemptId, model_id: model.model_id, case_id: item.case_id, attempt, valid: false, invalid_reason: INVALID_REASON, outcomes: [] });
          continue;
        }
        const outcomes = item.rule_ids.map((ruleId) => {
          if (rng.next() < NA_RATE) return { rule_id: ruleId, verdict: 'na' as const };
          const p = logistic(ability - caseDifficulty.get(item.case_id)! + ruleEffect.get(`${item.case_id}|${ruleId}`)! + cellEffect);
          return { rule_id: ruleId, verdict: rng.next() < p ? ('pass' as const) : ('fail' as const) };
        });
        attempts.push({ attempt_id: attemptId, model_id: model.model_id, case_id: item.case_id, attempt, valid: true, invalid_reason: null, outcomes });
      }
    }
  }
  return attempts;
}
