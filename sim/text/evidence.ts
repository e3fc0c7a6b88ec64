/**
 * Evidence and rationale of one verdict: what the evaluator observed (a file:line with a quoted
 * snippet, a command and its exit code, a transcript excerpt) and why that means pass, fail,
 * no opportunity or partial. Called once per verdict row (millions of times in the scaled
 * benchmark), so it only selects templates and concatenates strings; the per-rule parts (a
 * short quote of the rule, its numeric bound, its first code span) and the per-task parts
 * (the repository's language and files) are computed once and cached.
 */
import type { Family, Modality, Scenario, ScoringMethod, Verdict } from '../../src/release/vocab.ts';
import type { Random } from '../../src/stats/random.ts';
import { capitalise, clip } from './fill.ts';
import { FAMILY_EXCERPTS, NO_OPPORTUNITY, OBSERVATIONS, REASONS, type ExcerptFamily } from './evidence-bank.ts';
import { LANGUAGE_MENTIONS, LANGUAGES, REPO_MATERIAL, SCENARIO_FALLBACK_REPO, SECONDARY_FILES, type LanguageKey, type LanguageMaterial, type RepoMaterial } from './evidence-material.ts';

export interface EvidenceContext {
  rule_summary: string;
  family: Family;
  modality: Modality;
  method: ScoringMethod;
  verdict: Verdict;
  scenario: Scenario;
  task_title: string;
}

interface EvidenceText {
  evidence: string;
  rationale: string;
}

/** Kept well inside the schema's 600 characters so verdict pages stay readable. */
const EVIDENCE_MAX = 280;
const RATIONALE_MAX = 280;
const RULE_QUOTE_MAX = 90;
/** Words that make a rule's first code span a command the check can run. */
const COMMAND_WORDS = new Set(['pytest', 'npm', 'npx', 'pnpm', 'go', 'cargo', 'make', 'ruff', 'git', 'tox', './gradlew', 'terraform', 'helm', 'buf', 'actionlint', 'mypy', 'errcheck', 'diff-cover', 'docker', 'kubectl', 'uv', 'poetry', 'golangci-lint', 'pre-commit', 'swift', 'ctest']);

interface RuleInfo {
  /** The rule, shortened for quoting in a rationale. */
  quote: string;
  /** The first number in the rule (its bound, for limit rules), or null. */
  bound: number | null;
  /** The rule's first code span without backticks (`main`, `pathlib.Path`), or null. */
  token: string | null;
  /** The token when it is a command the check could run, else null. */
  command: string | null;
  /** The language the rule names ("… in Python code"), or null. */
  language: LanguageKey | null;
}
const ruleInfoCache = new Map<string, RuleInfo>();

interface TaskMaterial {
  scenario: Scenario;
  files: readonly string[];
  lang: LanguageMaterial;
  langKey: LanguageKey;
}
const taskMaterialCache = new Map<string, TaskMaterial>();

function ruleInfo(summary: string): RuleInfo {
  let info = ruleInfoCache.get(summary);
  if (info === undefined) {
    const body = summary.endsWith('.') ? summary.slice(0, -1) : summary;
    const open = summary.indexOf('`');
    const close = open < 0 ? -1 : summary.indexOf('`', open + 1);
    const token = close > open + 1 ? summary.slice(open + 1, close) : null;
    const firstWord = token === null ? '' : token.split(' ')[0] as string;
    info = { quote: clip(body, RULE_QUOTE_MAX), bound: firstNumber(summary), token, command: COMMAND_WORDS.has(firstWord) ? token : null, language: mentionedLanguage(summary) };
    ruleInfoCache.set(summary, info);
  }
  return info;
}

function mentionedLanguage(summary: string): LanguageKey | null {
  for (const [mention, language] of LANGUAGE_MENTIONS) if (summary.includes(mention)) return language;
  return null;
}

/** The repository named at the start of the task title ("tideway-orders: …"), else the scenario's default. */
let lastTask: TaskMaterial | null = null;
let lastTitle = '';

function taskMaterial(scenario: Scenario, title: string): TaskMaterial {
  // Verdicts arrive grouped by run, so the previous call's task is the usual hit.
  if (lastTask !== null && title === lastTitle && lastTask.scenario === scenario) return lastTask;
  // Keyed by title alone (no per-call key string); a title is only ever used by one scenario.
  let material = taskMaterialCache.get(title);
  if (material === undefined || material.scenario !== scenario) {
    const colon = title.indexOf(':');
    const repo: RepoMaterial = (colon > 0 ? REPO_MATERIAL[`${scenario}/${title.slice(0, colon)}`] : undefined) ?? REPO_MATERIAL[SCENARIO_FALLBACK_REPO[scenario]] as RepoMaterial;
    material = { scenario, files: repo.files, lang: LANGUAGES[repo.lang], langKey: repo.lang };
    taskMaterialCache.set(title, material);
  }
  lastTask = material;
  lastTitle = title;
  return material;
}

const secondaryCache = new Map<LanguageKey, TaskMaterial>();
function secondaryMaterial(task: TaskMaterial, language: LanguageKey): TaskMaterial {
  // Secondary files depend on the language only; `scenario` is kept for the type and never read.
  let material = secondaryCache.get(language);
  if (material === undefined) {
    material = { scenario: task.scenario, files: SECONDARY_FILES[language], lang: LANGUAGES[language], langKey: language };
    secondaryCache.set(language, material);
  }
  return material;
}

/** The first run of decimal digits in `s` as a number, or null. */
function firstNumber(s: string): number | null {
  let start = -1;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const digit = c >= 48 && c <= 57;
    if (digit && start < 0) start = i;
    if (!digit && start >= 0) return Number(s.slice(start, i));
  }
  return start >= 0 ? Number(s.slice(start)) : null;
}

/**
 * A measurement consistent with the verdict for a numeric-bound rule ("measured 131 against
 * the bound 120"), or '' for other rules.
 */
function measurement(modality: Modality, verdict: Verdict, bound: number | null, rng: Random): string {
  if (bound === null || (modality !== 'limit_max' && modality !== 'limit_min')) return '';
  const spread = 1 + rng.int(Math.max(1, Math.floor(bound / 4)));
  const complies = verdict === 'pass';
  let measured: number;
  // Strictly below the bound on a pass, so the value also complies with "under N" and "below N" rules.
  if (modality === 'limit_max') measured = complies ? Math.max(0, bound - spread) : bound + spread;
  else measured = complies ? bound + spread - 1 : Math.max(0, bound - spread);
  return `measured ${measured} against the bound ${bound}`;
}

function isCodeQuoting(family: Family): boolean {
  return family === 'code_style' || family === 'quantitative_limits';
}

/** Writes the evidence and rationale of one verdict. Deterministic given the rng state. */
export function writeEvidence(ctx: EvidenceContext, rng: Random): EvidenceText {
  const info = ruleInfo(ctx.rule_summary);
  if (ctx.verdict === 'na') return noOpportunity(ctx, info, rng);
  const taskFiles = taskMaterial(ctx.scenario, ctx.task_title);
  // A rule about another language than the repository's is checked on that language's files.
  const material = info.language === null || info.language === taskFiles.langKey ? taskFiles : secondaryMaterial(taskFiles, info.language);
  const excerpts = isCodeQuoting(ctx.family) ? null : FAMILY_EXCERPTS[ctx.family as ExcerptFamily];
  const path = material.files[rng.int(material.files.length)] as string;
  const line = 1 + rng.int(380);
  const quote = excerpts === null
    ? `\`${material.lang.lines[rng.int(material.lang.lines.length)]}\``
    : (excerpts.quotes[rng.int(excerpts.quotes.length)] as (path: string) => string)(path);
  const measured = measurement(ctx.modality, ctx.verdict, info.bound, rng);
  const found = measured !== '' ? measured : OBSERVATIONS[ctx.modality][ctx.verdict];
  const partialNote = ctx.verdict === 'partial' ? ` (${1 + rng.int(3)} of ${4 + rng.int(4)} places)` : '';
  const where = excerpts === null ? `Diff at ${path}:${line}` : `${excerpts.whereTitle}, turn ${2 + rng.int(9)}`;

  let evidence: string;
  switch (ctx.method) {
    case 'regex':
      evidence = info.token === null
        ? `${excerpts === null ? `${path}:${line}` : where}: ${quote} — ${found}${partialNote}`
        : `${patternEvidence(ctx, info.token, path, line, material, rng)}${measured === '' ? '' : ` (${measured})`}${partialNote}`;
      break;
    case 'ast':
      evidence = excerpts === null
        ? `${material.lang.nodes[rng.int(material.lang.nodes.length)]} at ${path}:${line}: ${quote} — ${found}${partialNote}`
        : `Markdown syntax tree of ${excerpts.where}: ${quote} — ${found}${partialNote}`;
      break;
    case 'cross_file': {
      const other = material.files[(material.files.indexOf(path) + 1 + rng.int(material.files.length - 1)) % material.files.length];
      evidence = ctx.verdict === 'pass'
        ? `${path}:${line} and ${other} changed consistently — ${found}`
        : `${path}:${line} changed, ${other} not updated to match — ${found}${partialNote}`;
      break;
    }
    case 'command_output': {
      const cmd = info.command ?? (ctx.family === 'code_style' || ctx.family === 'tool_use' ? material.lang.lint : material.lang.test);
      evidence = ctx.verdict === 'pass'
        ? `$ ${cmd} → exit 0; no findings in ${2 + rng.int(14)} changed files — ${found}`
        : `$ ${cmd} → exit 1; first finding at ${path}:${line} — ${found}${partialNote}`;
      break;
    }
    case 'hybrid':
      evidence = info.token === null
        ? `Pre-check flagged ${excerpts === null ? `${path}:${line}` : excerpts.where}: ${quote} — judge: ${found}${partialNote}`
        : `Pre-check: ${patternEvidence(ctx, info.token, path, line, material, rng)} — judge: ${found}${partialNote}`;
      break;
    case 'llm_judge':
      evidence = `${where}: ${quote} — ${found}${partialNote}`;
      break;
  }
  return { evidence: clip(evidence, EVIDENCE_MAX), rationale: clip(rationale(ctx, info, measured, rng), RATIONALE_MAX) };
}

/**
 * Regex evidence about the rule's own token: for rules that forbid or cap something a match is
 * the violation; for the others a match is the required thing being present.
 */
function patternEvidence(ctx: EvidenceContext, token: string, path: string, line: number, material: TaskMaterial, rng: Random): string {
  const matchIsViolation = ctx.modality === 'forbid' || ctx.modality === 'limit_max';
  const violated = ctx.verdict !== 'pass';
  const scanned = 2 + rng.int(Math.max(2, material.files.length * 3));
  // A partial verdict means some places comply and some do not: show one match either way.
  if (ctx.verdict === 'partial' || matchIsViolation === violated) return `${path}:${line}: pattern for \`${token}\` matched`;
  return `pattern for \`${token}\`: 0 matches in ${scanned} files scanned`;
}

function rationale(ctx: EvidenceContext, info: RuleInfo, measured: string, rng: Random): string {
  const reasons = REASONS[ctx.modality];
  const measureNote = measured === '' ? '' : ` (${measured})`;
  switch (ctx.verdict) {
    case 'pass':
      switch (rng.int(4)) {
        case 0: return `Pass: ${reasons.pass}${measureNote}. Rule: "${info.quote}".`;
        case 1: return `Complies with "${info.quote}": ${reasons.pass}${measureNote}.`;
        case 2: return `Followed. ${capitalise(reasons.pass)}${measureNote}, as "${info.quote}" asks.`;
        default: return `Pass — ${reasons.pass}${measureNote}; consistent with "${info.quote}".`;
      }
    case 'fail':
      switch (rng.int(4)) {
        case 0: return `Fail: ${reasons.fail}${measureNote}. Rule: "${info.quote}".`;
        case 1: return `Violates "${info.quote}": ${reasons.fail}${measureNote}.`;
        case 2: return `Not followed. ${capitalise(reasons.fail)}${measureNote}, against "${info.quote}".`;
        default: return `Fail — ${reasons.fail}${measureNote}; "${info.quote}" required otherwise.`;
      }
    case 'partial':
      return `Partial: ${reasons.partial}${measureNote}; "${info.quote}" is neither clearly met nor clearly broken.`;
    case 'na':
      return `No opportunity: nothing in the run fell under "${info.quote}".`;
  }
}

function noOpportunity(ctx: EvidenceContext, info: RuleInfo, rng: Random): EvidenceText {
  const options = NO_OPPORTUNITY[ctx.family];
  const evidence = options[rng.int(options.length)] as string;
  const rationale = ctx.modality === 'conditional_require' || ctx.family === 'conditional_logic'
    ? `No opportunity: the condition of "${info.quote}" never held, so the rule is not scored.`
    : `No opportunity: nothing in the run fell under "${info.quote}", so it is not scored.`;
  return { evidence, rationale: clip(rationale, RATIONALE_MAX) };
}
