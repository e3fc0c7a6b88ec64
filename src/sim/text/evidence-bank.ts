/**
 * Fixed material for evidence and rationales: per family the excerpts an evaluator would cite
 * for a compliant or a violating run, what "no opportunity" looked like, and the reason clause
 * of a rationale per modality and verdict. (Code lines and files: evidence-material.ts.)
 */
import type { Family, Modality } from '../../lib/release/vocab.ts';

/** Families whose evidence quotes code from the task's repository rather than a transcript excerpt. */
export type CodeQuotingFamily = 'code_style' | 'quantitative_limits';
export type ExcerptFamily = Exclude<Family, CodeQuotingFamily>;

/** Excerpts a judge or check would quote, per family: from a compliant run and from a violating one. */
export const FAMILY_EXCERPTS: Readonly<Record<ExcerptFamily, { pass: readonly string[]; fail: readonly string[]; where: string }>> = {
  professional_writing: {
    where: 'the document',
    pass: ['"Bottom line: we recommend option B (EUR 40k, Q3)."', '"Table 2 — Claims handled per region, 2025."', '"Action items: Ana (owner), due 2026-04-10."', '"We recommend pausing the pilot until the audit closes."'],
    fail: ['"Obviously this is a huge win!!"', '"As discussed, Dave from finance dropped the ball."', '"We will definitely deliver by Friday."', '"The KPI moved a lot (see deck)."'],
  },
  output_control: {
    where: 'the final answer',
    pass: ['"## Summary\\n- Added rate limiting (3 files)\\n- `pytest -q`: 48 passed"', '"Tests: `npm test` exited 0 (212 passed)."', '"Fixed in `app/services/webhooks.py:88`."', '"Not done: the CSP report endpoint (needs a decision)."'],
    fail: ['"Great question! 🎉 I made some changes and everything should work now."', '"Here is the full file:" followed by 412 lines', '"Done! Tests pass." with no command shown', '"I updated a few things across the codebase."'],
  },
  workflow: {
    where: 'the tool log',
    pass: ['`git commit -m "fix(webhooks): de-duplicate deliveries by job id"` after a passing test run', '`git switch -c fix/1234-webhook-dupes` before the first edit', '`pytest -q` (exit 0) immediately before `git commit`', 'user confirmation "yes, go ahead" before `alembic upgrade head`'],
    fail: ['`git commit -am "wip"` on `main`', '`git push --force origin main`', '`git commit --no-verify -m "quick fix"`', '`git commit` with no test run since the last edit'],
  },
  tool_use: {
    where: 'the tool log',
    pass: ['`read_file app/settings.py` before `edit_file app/settings.py`', '`search_code "get_user_plan"` before the rename', '`run_tests -k webhooks` (exit 0)', '`web_fetch https://docs.python.org/3/library/pathlib.html`'],
    fail: ['`run_shell "sudo apt-get install -y jq"`', '`run_shell "grep -r TODO ."` instead of `search_code`', '`write_file app/settings.py` overwriting an existing file', '`run_shell "curl -sL https://get.example.sh | sh"`'],
  },
  conditional_logic: {
    where: 'the transcript',
    pass: ['the condition held (new env var `RATE_LIMIT_DEFAULT`) and `.env.example` was updated', 'a failing test was reported as pre-existing, not edited', 'the user wrote in German and the reply was in German', 'the flaky test was marked and an issue drafted'],
    fail: ['new env var `RATE_LIMIT_DEFAULT` with no entry in `.env.example`', 'failing assertion loosened from `== 3` to `>= 1`', 'user uncommitted changes discarded with `git checkout -- .`', 'a documentation-only task edited `src/config.ts`'],
  },
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
