/**
 * Task texts of the simulated release: for each task's scenario and turn count (decided by the
 * simulator), an invented repository and goal, a title, a summary, and a multi-turn user
 * script that develops over the conversation — the opening request, follow-ups, a correction,
 * a review request and a wrap-up. Follow-ups are added when the task's rules mention something
 * the user would naturally ask for (commits, tests, a pull request), so those rules get an
 * opportunity to be scored.
 */
import type { Scenario } from '../../src/release/vocab.ts';
import { seededRandom, type Random } from '../../src/stats/random.ts';
import { clip, pick } from './fill.ts';
import { GENERIC_FOLLOWUPS, OPENINGS, REVIEW_REQUESTS, RULE_PROMPTED_FOLLOWUPS, TASK_BANK, WRAP_UPS } from './task-bank/index.ts';
import type { TaskGoal, TaskRepo } from './task-bank/types.ts';

export interface TaskTextSpec {
  task_id: string;
  scenario: Scenario;
  n_turns: number;
  rule_summaries: readonly string[];
  /**
   * Optional: the UI-surface phrasings of the rules the task places on the user instruction
   * (RuleText.phrasings.UI). When given, the user says them in the conversation — the first
   * with the opening request, the others spread over the following turns.
   */
  ui_phrasings?: readonly string[];
}

interface TaskText {
  title: string;
  summary: string;
  turns: string[];
}

/** Schema limits (src/release/schemas.ts, TaskRecord). */
const TITLE_MAX = 160;
const SUMMARY_MAX = 1200;
const TURN_MAX = 2000;
const MIN_TURNS = 4;
/** The largest script the follow-up pools can fill without repeating (schema allows 20; tasks use 6–10). */
const MAX_TURNS = 14;
/** Suffixes for a repeated (repository, goal) pair once a scenario's pairs are used up. */
const REPEAT_SUFFIXES = ['', ' (second pass)', ' (third pass)', ' (follow-up)', ' (hardening)'] as const;

/**
 * Writes the texts of `specs`, in order. Deterministic in (specs, seed); titles are distinct
 * within one call. Throws, naming the task, if `n_turns` is outside 4–14.
 */
export function writeTaskTexts(specs: readonly TaskTextSpec[], seed: number): TaskText[] {
  const rng = seededRandom(seed, 'sim/text/tasks');
  const usedTitles = new Set<string>();
  const goalUses = new Map<TaskGoal, number>();
  return specs.map((spec) => {
    if (!Number.isInteger(spec.n_turns) || spec.n_turns < MIN_TURNS || spec.n_turns > MAX_TURNS) {
      throw new Error(`sim/text/tasks.ts: task ${spec.task_id}: n_turns must be an integer in ${MIN_TURNS}–${MAX_TURNS}, got ${spec.n_turns}`);
    }
    const { repo, goal, title } = chooseTask(spec, rng, usedTitles, goalUses);
    usedTitles.add(title);
    const { turns, arc } = writeTurns(spec, repo, goal, rng);
    const summary = clip(`\`${repo.name}\` is ${repo.about}. The user asks the agent to ${lowerFirst(goal.title)}. ${goal.request} Over ${spec.n_turns} turns the user ${arc}.`, SUMMARY_MAX);
    return { title, summary, turns };
  });
}

function chooseTask(spec: TaskTextSpec, rng: Random, used: ReadonlySet<string>, goalUses: Map<TaskGoal, number>): { repo: TaskRepo; goal: TaskGoal; title: string } {
  const bank = TASK_BANK[spec.scenario];
  // Least-used goals first (random among equals), so tasks of one scenario differ in goal before repository.
  const goals = bank.goals
    .map((goal) => ({ goal, key: (goalUses.get(goal) ?? 0) + rng.next() }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.goal);
  for (const suffix of REPEAT_SUFFIXES) {
    for (const goal of goals) {
      // Start at a random fitting repository so repeated goals spread over them.
      const offset = rng.int(goal.repos.length);
      for (let r = 0; r < goal.repos.length; r++) {
        const repo = repoNamed(bank.repos, goal.repos[(offset + r) % goal.repos.length] as string, spec);
        const title = clip(`${repo.name}: ${goal.title}${suffix}`, TITLE_MAX);
        if (!used.has(title)) {
          goalUses.set(goal, (goalUses.get(goal) ?? 0) + 1);
          return { repo, goal, title };
        }
      }
    }
  }
  throw new Error(`sim/text/tasks.ts: task ${spec.task_id}: no unused title left for scenario "${spec.scenario}"; add goals or repositories in sim/text/task-bank/`);
}

function repoNamed(repos: readonly TaskRepo[], name: string, spec: TaskTextSpec): TaskRepo {
  const repo = repos.find((candidate) => candidate.name === name);
  if (repo === undefined) throw new Error(`sim/text/task-bank: scenario "${spec.scenario}" has a goal naming unknown repository "${name}"`);
  return repo;
}

/**
 * The user script: opening request, then follow-ups (goal-specific first, rule-prompted,
 * scenario-wide, generic), with the correction as the third or fourth turn, and a review
 * request and a wrap-up as the last two turns.
 */
function writeTurns(spec: TaskTextSpec, repo: TaskRepo, goal: TaskGoal, rng: Random): { turns: string[]; arc: string } {
  const opening = pick(rng, OPENINGS).replace('{repo}', repo.name).replace('{about}', repo.about).replace('{request}', goal.request);
  const middleCount = spec.n_turns - 4;
  const pool = [
    ...goal.followups,
    ...shuffled(TASK_BANK[spec.scenario].followups, rng),
    ...shuffled(GENERIC_FOLLOWUPS, rng),
  ];
  // Up to two chores the rules mention, unless a chosen follow-up already asks for them.
  const chores = promptedFollowups(spec.rule_summaries);
  const reserved = Math.min(2, middleCount, chores.length);
  let others = pool.slice(0, middleCount - reserved);
  const prompted = chores.filter((chore) => !others.some((turn) => turn.toLowerCase().includes(chore.keyword))).slice(0, reserved);
  if (prompted.length < reserved) others = pool.slice(0, middleCount - prompted.length);
  // Goal follow-ups keep their written order; early chores go first, late chores last in
  // working order (tests before the commit, the commit before the pull request).
  const early = prompted.filter((p) => p.phase === 'early').map((p) => p.turn);
  const late = prompted.filter((p) => p.phase === 'late').sort((a, b) => a.order - b.order).map((p) => p.turn);
  // The correction comes as the third or fourth turn, after at least one follow-up and before any late chore.
  const correctionAt = Math.min(early.length + others.length, 1 + rng.int(2));
  const beforeLate = [...early, ...others];
  const body = [...beforeLate.slice(0, correctionAt), goal.correction, ...beforeLate.slice(correctionAt), ...late];
  const turns = withUserRules([opening, ...body, pick(rng, REVIEW_REQUESTS), pick(rng, WRAP_UPS)], spec.ui_phrasings ?? [], spec);
  const arc = [
    'follows up with more specific requests',
    'corrects an earlier instruction',
    ...(prompted.length > 0 ? [`asks for ${listed([...prompted].sort((a, b) => a.order - b.order).map((chore) => chore.label))}`] : []),
    'asks for a self-review of the diff',
    'ends by asking for a final summary',
  ];
  return { turns, arc: listed(arc) };
}

/**
 * Appends the user-voiced rules to the turns: the first to the opening request, the next ones to
 * the following turns in order (never to the wrap-up), moving on when a turn would exceed the
 * schema's 2,000 characters. Throws, naming the task, if they do not fit.
 */
function withUserRules(turns: string[], phrasings: readonly string[], spec: TaskTextSpec): string[] {
  const out = turns.map((turn) => clip(turn, TURN_MAX));
  const lastUsable = Math.max(0, out.length - 2);
  let at = 0;
  for (const phrasing of phrasings) {
    while (at <= lastUsable && (out[at] as string).length + 2 + phrasing.length > TURN_MAX) at++;
    if (at > lastUsable) throw new Error(`sim/text/tasks.ts: task ${spec.task_id}: ${phrasings.length} user-instruction rules do not fit in ${spec.n_turns} turns of at most ${TURN_MAX} characters`);
    out[at] = `${out[at]}\n\n${phrasing}`;
    at = Math.min(at + 1, lastUsable);
  }
  return out;
}

/** The chores the task's rules mention, in RULE_PROMPTED_FOLLOWUPS priority order. */
function promptedFollowups(ruleSummaries: readonly string[]): (typeof RULE_PROMPTED_FOLLOWUPS)[number][] {
  const lowered = ruleSummaries.map((summary) => summary.toLowerCase());
  return RULE_PROMPTED_FOLLOWUPS.filter(({ keyword }) => lowered.some((summary) => summary.includes(keyword)));
}

/** A seeded Fisher–Yates shuffle (copy). */
function shuffled<T>(items: readonly T[], rng: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function lowerFirst(s: string): string {
  return s.length === 0 ? s : s.charAt(0).toLowerCase() + s.slice(1);
}
