/**
 * Task texts of the simulated release: for each task's scenario and turn count (decided by the
 * simulator), an invented repository and goal, a title, a summary, and a multi-turn user
 * script that develops over the conversation — the opening request, follow-ups, a correction,
 * a review request and a wrap-up. Follow-ups are added when the task's rules mention something
 * the user would naturally ask for (commits, tests, a pull request), so those rules get an
 * opportunity to be scored.
 */
import type { Scenario } from '../../lib/release/vocab.ts';
import { seededRandom, type Random } from '../../lib/stats/random.ts';
import { clip, pick } from './fill.ts';
import { GENERIC_FOLLOWUPS, OPENINGS, REVIEW_REQUESTS, RULE_PROMPTED_FOLLOWUPS, TASK_BANK, WRAP_UPS } from './task-bank/index.ts';
import type { TaskGoal, TaskRepo } from './task-bank/types.ts';

export interface TaskTextSpec {
  task_id: string;
  scenario: Scenario;
  n_turns: number;
  rule_summaries: readonly string[];
}

export interface TaskText {
  title: string;
  summary: string;
  turns: string[];
}

/** Schema limits (src/lib/release/schemas.ts, TaskRecord). */
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
      throw new Error(`src/sim/text/tasks.ts: task ${spec.task_id}: n_turns must be an integer in ${MIN_TURNS}–${MAX_TURNS}, got ${spec.n_turns}`);
    }
    const { repo, goal, title } = chooseTask(spec, rng, usedTitles, goalUses);
    usedTitles.add(title);
    const { turns, arc } = writeTurns(spec, repo, goal, rng);
    const summary = clip(`\`${repo.name}\` is ${repo.about}. The user asks the agent to ${lowerFirst(goal.title)}: ${goal.request} Over ${spec.n_turns} turns the user ${arc}.`, SUMMARY_MAX);
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
  throw new Error(`src/sim/text/tasks.ts: task ${spec.task_id}: no unused title left for scenario "${spec.scenario}"; add goals or repositories in src/sim/text/task-bank/`);
}

function repoNamed(repos: readonly TaskRepo[], name: string, spec: TaskTextSpec): TaskRepo {
  const repo = repos.find((candidate) => candidate.name === name);
  if (repo === undefined) throw new Error(`src/sim/text/task-bank: scenario "${spec.scenario}" has a goal naming unknown repository "${name}"`);
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
  const prompted = promptedFollowups(spec.rule_summaries);
  const scenarioFollowups = shuffled(TASK_BANK[spec.scenario].followups, rng);
  const pool = [
    ...goal.followups.slice(0, 1),
    ...prompted.slice(0, 2),
    ...goal.followups.slice(1),
    ...scenarioFollowups,
    ...shuffled(GENERIC_FOLLOWUPS, rng),
  ];
  const middle = pool.slice(0, middleCount);
  const correctionAt = Math.min(middle.length, 1 + rng.int(2));
  const body = [...middle.slice(0, correctionAt), goal.correction, ...middle.slice(correctionAt)];
  const turns = [opening, ...body, pick(rng, REVIEW_REQUESTS), pick(rng, WRAP_UPS)].map((turn) => clip(turn, TURN_MAX));
  const usedPrompted = middle.filter((turn) => prompted.includes(turn)).length;
  const arc = [
    'follows up with more specific requests',
    'corrects an earlier instruction',
    ...(usedPrompted > 0 ? ['asks for project chores the injected rules govern (tests, commits and the like)'] : []),
    'asks for a self-review of the diff',
    'ends by asking for a final summary',
  ];
  return { turns, arc: `${arc.slice(0, -1).join(', ')} and ${arc[arc.length - 1]}` };
}

function promptedFollowups(ruleSummaries: readonly string[]): string[] {
  const out: string[] = [];
  for (const { keyword, turn } of RULE_PROMPTED_FOLLOWUPS) {
    if (ruleSummaries.some((summary) => summary.toLowerCase().includes(keyword))) out.push(turn);
  }
  return out;
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

function lowerFirst(s: string): string {
  return s.length === 0 ? s : s.charAt(0).toLowerCase() + s.slice(1);
}
