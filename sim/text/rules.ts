/**
 * Rule texts of the simulated release: for each rule's metadata (decided by the simulator),
 * a surface-neutral summary, the evaluator's check sentence and one phrasing per admissible
 * surface. Texts come from a bank of base rules per (family, modality) whose slots multiply
 * them into distinct concrete rules; every summary of one call is distinct.
 */
import type { Family, Modality, ScoringMethod, Severity, Surface } from '../../src/release/vocab.ts';
import { seededRandom, type Random } from '../../src/stats/random.ts';
import { writeCheck } from './checks.ts';
import { capitalise, clip, drawSlots, fill, slotCombinations, type SlotChoice, type SlotValue } from './fill.ts';
import { RULE_BANK } from './rule-bank/index.ts';
import type { RuleTemplate } from './rule-bank/types.ts';
import { phraseForSurface } from './surface-voices.ts';

export interface RuleTextSpec {
  rule_id: string;
  family: Family;
  modality: Modality;
  severity: Severity;
  scoring_method: ScoringMethod;
  admissible_surfaces: readonly Surface[];
}

export interface RuleText {
  summary: string;
  check: string;
  phrasings: Partial<Record<Surface, string>>;
}

/** Schema limits (src/release/schemas.ts, RuleRecord). */
const SUMMARY_MAX = 400;
const CHECK_MAX = 400;
const PHRASING_MAX = 1200;
/** Components a rule is scoped to when its (family, modality) cell has no unscoped text left. */
const SCOPED_COMPONENTS = [
  'the `billing` service', 'the `web` package', 'the `api` service', 'the `mobile` app', 'the `worker` jobs', 'the `cli` crate',
  'the `infra` modules', 'the `docs` site', 'the `auth` service', 'the `search` service', 'the `etl` pipelines', 'the `sdk` package',
  'the `admin` dashboard', 'the `gateway` service', 'the `notifications` service', 'the `reporting` jobs',
] as const;
/** Random draws per template before falling back to enumerating its combinations. */
const DRAWS_PER_TEMPLATE = 12;

/**
 * Writes the texts of `specs`, in order. Deterministic in (specs, seed). Throws, naming the
 * rule, if the bank has no unused text left for its (family, modality).
 */
export function writeRuleTexts(specs: readonly RuleTextSpec[], seed: number): RuleText[] {
  const rng = seededRandom(seed, 'sim/text/rules');
  const usedSummaries = new Set<string>();
  const templateUses = new Map<RuleTemplate, number>();
  return specs.map((spec) => {
    const { template, choice, imp } = chooseRule(spec, rng, usedSummaries, templateUses);
    const summary = clip(`${imp}.`, SUMMARY_MAX);
    usedSummaries.add(summary);
    const filledCmd = template.cmd === undefined ? undefined : fill(template.cmd, choice);
    const check = clip(writeCheck({ family: spec.family, method: spec.scoring_method, obs: fill(template.obs, choice), pass: fill(template.pass, choice), cmd: filledCmd }, rng), CHECK_MAX);
    const voice = {
      imp, why: template.why === undefined ? undefined : fill(template.why, choice),
      tools: template.tools ?? ['run_shell'], family: spec.family, modality: spec.modality, severity: spec.severity,
    } as const;
    const phrasings: Partial<Record<Surface, string>> = {};
    for (const surface of spec.admissible_surfaces) phrasings[surface] = clip(phraseForSurface(surface, voice, rng), PHRASING_MAX);
    return { summary, check, phrasings };
  });
}

function chooseRule(spec: RuleTextSpec, rng: Random, used: ReadonlySet<string>, uses: Map<RuleTemplate, number>): { template: RuleTemplate; choice: SlotChoice; imp: string } {
  const templates = RULE_BANK[spec.family][spec.modality];
  // Least-used templates first (random among equals), so a cell's rules spread over its base rules.
  const order = templates
    .map((template) => ({ template, key: (uses.get(template) ?? 0) + rng.next() }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.template);
  for (const template of order) {
    for (let draw = 0; draw < DRAWS_PER_TEMPLATE; draw++) {
      const choice = drawSlots(rng, template.slots);
      const imp = capitalise(fill(template.imp, choice));
      if (!used.has(`${imp}.`)) {
        uses.set(template, (uses.get(template) ?? 0) + 1);
        return { template, choice, imp };
      }
    }
  }
  for (const template of order) {
    const combinations = slotCombinations(template.slots);
    for (let index = 0; index < combinations; index++) {
      const choice = decodeCombination(template, index);
      const imp = capitalise(fill(template.imp, choice));
      if (!used.has(`${imp}.`)) {
        uses.set(template, (uses.get(template) ?? 0) + 1);
        return { template, choice, imp };
      }
    }
  }
  // The cell is exhausted: scope a base rule to one component, as monorepo instructions often do.
  for (const component of SCOPED_COMPONENTS) {
    for (const template of order) {
      const combinations = slotCombinations(template.slots);
      for (let index = 0; index < combinations; index++) {
        const choice = decodeCombination(template, index);
        const imp = `${capitalise(fill(template.imp, choice))} (applies to ${component})`;
        if (!used.has(`${imp}.`)) {
          uses.set(template, (uses.get(template) ?? 0) + 1);
          return { template, choice, imp };
        }
      }
    }
  }
  throw new Error(`sim/text/rules.ts: rule ${spec.rule_id}: the text bank has no unused rule left for family "${spec.family}", modality "${spec.modality}"; add base rules or slot values in sim/text/rule-bank/`);
}

/** The `index`-th slot combination of a template (mixed-radix over its slots in key order). */
function decodeCombination(template: RuleTemplate, index: number): SlotChoice {
  const choice: SlotChoice = {};
  if (template.slots === undefined) return choice;
  let rest = index;
  for (const name of Object.keys(template.slots)) {
    const values = template.slots[name] as readonly SlotValue[];
    choice[name] = values[rest % values.length] as SlotValue;
    rest = Math.floor(rest / values.length);
  }
  return choice;
}

/** How many distinct rules the bank can produce for a (family, modality) cell (upper bound). */
export function bankCapacity(family: Family, modality: Modality): number {
  let total = 0;
  for (const template of RULE_BANK[family][modality]) total += slotCombinations(template.slots);
  return total;
}
