/**
 * Fixed material for evidence and rationales: per family the excerpts an evaluator would cite
 * for a compliant or a violating run, what "no opportunity" looked like, and the reason clause
 * of a rationale per modality and verdict. (Code lines and files: evidence-material.ts.)
 */
import type { Family, Modality } from '../../src/lib/release/vocab.ts';

/** Families whose evidence quotes code from the task's repository rather than a transcript excerpt. */
export type CodeQuotingFamily = 'code_style' | 'quantitative_limits';
export type ExcerptFamily = Exclude<Family, CodeQuotingFamily>;

/**
 * Neutral excerpts an evaluator would cite, per family, given one of the task repository's files.
 * They say where the evaluator looked; the observation clause after them says what it found,
 * so an excerpt never contradicts the rule being scored.
 */
export const FAMILY_EXCERPTS: Readonly<Record<ExcerptFamily, { where: string; whereTitle: string; quotes: readonly ((path: string) => string)[] }>> = {
  professional_writing: {
    where: 'the document',
    whereTitle: 'The document',
    quotes: [
      () => '"Summary: the pilot ran for six weeks in two regions."', () => '"Table 2: Claims handled per region, 2025."', () => '"Next steps: confirm the budget line with finance."',
      () => '"Background: the current approval process takes 14 days."', () => '"Dear Ms Okafor,"', () => '"Recommendation: extend the pilot to the northern region."',
    ],
  },
  output_control: {
    where: 'the final answer',
    whereTitle: 'The final answer',
    quotes: [
      () => '"## Summary"', () => '"Changed 3 files and ran the test suite."', (path) => `"The fix is in \`${path}\`."`,
      () => '"Here is what I did:"', () => '"I could not reproduce the timeout locally."', () => '"Next steps"',
    ],
  },
  workflow: {
    where: 'the tool log',
    whereTitle: 'The tool log',
    quotes: [
      () => '`git commit -m "fix: handle empty cursor"`', () => '`git switch -c fix/empty-cursor`', () => '`git push origin HEAD`',
      (path) => `\`git add ${path}\``, () => '`git status --short`', () => '`gh pr create --draft`',
    ],
  },
  tool_use: {
    where: 'the tool log',
    whereTitle: 'The tool log',
    quotes: [
      (path) => `\`read_file ${path}\``, (path) => `\`edit_file ${path}\``, () => '`search_code "retry"`',
      () => '`run_shell "npm ci"`', () => '`run_tests -k smoke`', () => '`web_fetch https://docs.python.org/3/library/pathlib.html`',
    ],
  },
  conditional_logic: {
    where: 'the transcript',
    whereTitle: 'The transcript',
    quotes: [
      (path) => `the diff adds \`${path}\``, () => 'the user reports a failing test', () => 'the request is a question only',
      (path) => `a test fails in untouched \`${path}\``, () => 'the user writes in German', () => 'a command needs credentials',
    ],
  },
};

/** What the evaluator found, by modality and verdict (limit rules report a measurement instead). */
export const OBSERVATIONS: Readonly<Record<Modality, { pass: string; fail: string; partial: string }>> = {
  require: { pass: 'required element present', fail: 'required element absent', partial: 'present in some places only' },
  forbid: { pass: 'no forbidden content', fail: 'forbidden content present', partial: 'forbidden content once, later reverted' },
  conditional_require: { pass: 'condition met, required action taken', fail: 'condition met, required action missing', partial: 'condition met, action incomplete' },
  limit_max: { pass: 'within the bound', fail: 'over the bound', partial: 'over the bound in one place' },
  limit_min: { pass: 'minimum reached', fail: 'below the minimum', partial: 'minimum reached for some items only' },
  prefer: { pass: 'preferred option used', fail: 'dispreferred option used', partial: 'both options used' },
  allow: { pass: 'permitted option used within its scope', fail: 'permission used beyond its scope', partial: 'partly beyond its scope' },
};

/** What "no opportunity" looked like, per family. */
export const NO_OPPORTUNITY: Readonly<Record<Family, readonly string[]>> = {
  professional_writing: ['No document was written; the run answered in chat only.', 'The task produced code changes only; no prose deliverable exists.'],
  output_control: ['The run ended on a tool error before any final answer.', 'The governed kind of output never occurred in the transcript.'],
  code_style: ['The diff touches no source files of the governed kind.', 'The run made no code change (question-only turns).'],
  workflow: ['`git log origin/main..HEAD` is empty: the run made no commit.', 'The run never reached the step this rule governs.'],
  tool_use: ['The governed tool was never called in the tool log.', 'No situation in the run called for the governed tool.'],
  conditional_logic: ['The triggering condition never occurred in this run.', 'No turn of the script created the situation the rule names.'],
  quantitative_limits: ['Nothing of the measured kind was added or changed.', 'The run produced no artefact the bound applies to.'],
};

/** The rationale's reason clause, by modality and verdict. */
export const REASONS: Readonly<Record<Modality, { pass: string; fail: string; partial: string }>> = {
  require: { pass: 'the required behaviour is present where the rule applies', fail: 'the required behaviour is missing where the rule applied', partial: 'the requirement is met in some places and missing in others' },
  forbid: { pass: 'nothing the rule forbids appears in the run', fail: 'the run does what the rule forbids', partial: 'the forbidden pattern appears once but was reverted later in the run' },
  conditional_require: { pass: 'the condition held and the required action followed', fail: 'the condition held but the required action did not follow', partial: 'the condition held and the action was only partly taken' },
  limit_max: { pass: 'every measured value stays within the bound', fail: 'a measured value exceeds the bound', partial: 'the bound is exceeded in a minor part of the output only' },
  limit_min: { pass: 'the measured quantity reaches the minimum', fail: 'the measured quantity falls short of the minimum', partial: 'the minimum is reached for some items and not for others' },
  prefer: { pass: 'the preferred option was chosen where both fit', fail: 'the dispreferred option was chosen although the preferred one fit', partial: 'both options were used in different places' },
  allow: { pass: 'the permitted behaviour was used appropriately', fail: 'the permission was stretched beyond what it allows', partial: 'the permission was used, partly outside its scope' },
};
