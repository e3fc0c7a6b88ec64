/** The task-text bank, by scenario. */
import type { Scenario } from '../../../src/lib/release/vocab.ts';
import { AUTOMATION } from './automation.ts';
import { BACKEND } from './backend.ts';
import { DATA_ML } from './data-ml.ts';
import { DATABASE_MIGRATION, EMBEDDED, GAME_DEVELOPMENT, INFRASTRUCTURE, MOBILE } from './extended.ts';
import { FRONTEND } from './frontend.ts';
import { SECURITY_TESTING } from './security-testing.ts';
import { SYSTEMS } from './systems.ts';
import { TECHNICAL_DOCUMENTATION } from './technical-documentation.ts';
import { TOOL_ORCHESTRATION } from './tool-orchestration.ts';
import type { ScenarioBank } from './types.ts';

export const TASK_BANK: Readonly<Record<Scenario, ScenarioBank>> = {
  backend: BACKEND,
  frontend: FRONTEND,
  systems: SYSTEMS,
  data_ml: DATA_ML,
  automation: AUTOMATION,
  security_testing: SECURITY_TESTING,
  tool_orchestration: TOOL_ORCHESTRATION,
  technical_documentation: TECHNICAL_DOCUMENTATION,
  mobile: MOBILE,
  infrastructure: INFRASTRUCTURE,
  database_migration: DATABASE_MIGRATION,
  game_development: GAME_DEVELOPMENT,
  embedded: EMBEDDED,
};

/**
 * Opportunity-giving follow-ups, triggered when a task's rules mention the keyword, in priority
 * order. "early" ones are asked right after the opening (working on a branch, asking before
 * adding a library); "late" ones just before the review (tests, docs, commit, pull request).
 */
/** `order` places late chores in working order; `label` names the chore in the task summary. */
export const RULE_PROMPTED_FOLLOWUPS: readonly { keyword: string; order: number; phase: 'early' | 'late'; label: string; turn: string }[] = [
  { keyword: 'commit', order: 6, phase: 'late', label: 'a commit', turn: 'Once everything passes, please commit the work.' },
  { keyword: 'test', order: 1, phase: 'late', label: 'tests', turn: 'Please add tests for the new behaviour and run them.' },
  { keyword: 'branch', order: 0, phase: 'early', label: 'a separate branch', turn: 'Work on a branch for this, please; others are pushing to the repository today.' },
  { keyword: 'pull request', order: 7, phase: 'late', label: 'a pull request', turn: 'When you are happy with it, open a pull request so the team can review it.' },
  { keyword: 'changelog', order: 4, phase: 'late', label: 'a changelog entry', turn: 'This is user-visible, so it needs a changelog entry like our other releases.' },
  { keyword: 'dependenc', order: 0, phase: 'early', label: 'a say before any new library', turn: 'If you think we need a new library for this, tell me which one and why before going ahead.' },
  { keyword: 'readme', order: 3, phase: 'late', label: 'a README update', turn: 'Update the README where it describes this behaviour.' },
  { keyword: 'migration', order: 2, phase: 'late', label: 'a migration', turn: 'If this needs a schema change, write the migration as well.' },
];

/** Follow-ups that fit any task. */
export const GENERIC_FOLLOWUPS: readonly string[] = [
  'Thanks. Before going further, explain the approach you chose and the main alternative in a few sentences.',
  'Looks reasonable so far. Please carry on with the rest.',
  'Can you run the relevant checks again? I want to see them pass after the last edit.',
  'Are there other places in the codebase with the same problem? Just list them for now.',
  'I am a bit worried about edge cases here. Which ones did you consider?',
  'Quick check: what is left to do at this point?',
  'Can you make sure nothing else broke? Run whatever you think is relevant.',
  'Hmm, that part feels more complicated than it needs to be. Can you simplify it?',
];

export const OPENINGS: readonly string[] = [
  "Hi! I'm working in `{repo}`, {about}. {request}",
  'Context: `{repo}` is {about}. {request}',
  'Repository: `{repo}` ({about}).\n\n{request}',
  "We're in `{repo}` today — {about}. {request}",
  'Working on `{repo}` ({about}). {request}',
  'New ticket for `{repo}`, {about}:\n\n{request}',
];

export const REVIEW_REQUESTS: readonly string[] = [
  'Before we finish, review your whole diff as if you were the reviewer. Anything you would change?',
  'Please do a self-review of the change now: correctness, naming, and anything you left half-done.',
  'Can you go over the full diff once more and point out anything risky?',
  'Review time: read through everything you changed and fix whatever you would flag in someone else\'s PR.',
  'Before you wrap up, review the complete change with fresh eyes. Is there anything you are not confident about?',
  'Please review the diff end to end and tidy up anything that is not ready for a reviewer.',
];

export const WRAP_UPS: readonly string[] = [
  "That's all for this task. Give me a final summary of what changed and what I should double-check.",
  'Great, let us wrap up. Summarise what you did, what you did not do, and how to verify it.',
  'OK, we are done. Please send the final report for the ticket.',
  'Thanks, that covers it. Final summary, please.',
  'Good. Write up the final summary for the ticket: what changed, how you checked it, and anything still open.',
  "Let's stop here. Summarise the outcome for someone who did not follow the conversation.",
];
