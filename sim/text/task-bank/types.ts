/** The shape of the task-text bank: per scenario, invented repositories and goals. */
import { z } from 'zod';

export interface TaskRepo {
  /** Repository name as the user would write it. */
  name: string;
  /** One sentence saying what the repository is ("a Django service that …"). */
  about: string;
}

export interface TaskGoal {
  /** Title stem, imperative, without the repository ("Add per-client rate limiting to the public API"). */
  title: string;
  /** Names of the scenario's repositories this goal fits (the goal was written for them). */
  repos: readonly string[];
  /** The opening request (first user turn after the greeting line). */
  request: string;
  /** A user correction of something said or done earlier. */
  correction: string;
  /** Goal-specific follow-ups, in the order they make sense. */
  followups: readonly string[];
}

export interface ScenarioBank {
  repos: readonly TaskRepo[];
  goals: readonly TaskGoal[];
  /** Follow-ups that fit any goal of the scenario. */
  followups: readonly string[];
}

const TaskRepoSchema = z.strictObject({ name: z.string(), about: z.string() }) satisfies z.ZodType<TaskRepo>;
const TaskGoalSchema = z.strictObject({
  title: z.string(), repos: z.array(z.string()).min(1), request: z.string(), correction: z.string(), followups: z.array(z.string()),
}) satisfies z.ZodType<TaskGoal>;
/** One scenario's bank file (task-bank/<scenario>.json). */
export const ScenarioBankSchema = z.strictObject({
  repos: z.array(TaskRepoSchema).min(1), goals: z.array(TaskGoalSchema).min(1), followups: z.array(z.string()),
}) satisfies z.ZodType<ScenarioBank>;

export interface RulePromptedFollowup {
  keyword: string;
  /** Places late chores in working order. */
  order: number;
  phase: 'early' | 'late';
  /** Names the chore in the task summary. */
  label: string;
  turn: string;
}
/** task-bank/conversation.json: the turns that fit any task. */
export const ConversationSchema = z.strictObject({
  rule_prompted_followups: z.array(z.strictObject({ keyword: z.string(), order: z.number().int(), phase: z.enum(['early', 'late']), label: z.string(), turn: z.string() }) satisfies z.ZodType<RulePromptedFollowup>),
  generic_followups: z.array(z.string()).min(1),
  openings: z.array(z.string()).min(1),
  review_requests: z.array(z.string()).min(1),
  wrap_ups: z.array(z.string()).min(1),
});
