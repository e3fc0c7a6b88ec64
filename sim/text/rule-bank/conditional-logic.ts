/**
 * Conditional logic: rules that apply only when a condition holds in the task. Every text here
 * opens with its condition; the modality shapes the main clause.
 */
import type { FamilyBank, RuleTemplate } from './types.ts';
import { SOURCE_DIRS, TEST_COMMANDS } from './slot-values.ts';

/** Condition + obligation rules; used for both `require` and `conditional_require`. */
const CONDITIONAL_OBLIGATIONS: readonly RuleTemplate[] = [
  {
    imp: 'If the change alters {v.what}, bump the {v.level} version in {v.file}',
    slots: { v: [
      { what: 'the public API', level: 'minor', file: '`package.json`' }, { what: 'the wire format', level: 'major', file: '`pyproject.toml`' },
      { what: 'a bug-fix path only', level: 'patch', file: '`Cargo.toml`' }, { what: 'the chart templates', level: 'chart', file: '`Chart.yaml`' },
    ] },
    obs: 'the diff', pass: 'a change to {v.what} comes with a {v.level} bump in {v.file}', tools: ['edit_file'],
  },
  {
    imp: 'When the user reports a bug, restate the expected and the actual behaviour before you propose a fix', slots: { x: ['-'] },
    obs: 'the first reply after a bug report', pass: 'it states both the expected and the actual behaviour before any fix', tools: ['final_answer'],
  },
  {
    imp: 'If a test is flaky, quarantine it with {m} and open an issue for it', slots: { m: ['`@pytest.mark.flaky`', '`test.skip` plus a `FLAKY:` comment', '`#[ignore]`', '`t.Skip("flaky: …")`'] },
    obs: 'the flaky tests the run met', pass: 'each one is marked with {m} and an issue is drafted', tools: ['edit_file', 'run_tests'],
  },
  {
    imp: 'When you add an environment variable, document it with its default in {file}', slots: { file: ['`.env.example`', '`docs/config.md`', '`README.md`', '`charts/app/values.yaml`'] },
    obs: 'the environment variables the diff introduces', pass: 'each new variable appears in {file} with a default value', tools: ['edit_file'], why: 'operators configure deployments from that file',
  },
  {
    imp: 'If the repository has {file}, follow it where it differs from these defaults', slots: { file: ['an `AGENTS.md`', 'a `CLAUDE.md`', 'an `.editorconfig`', 'a `CONTRIBUTING.md`'] },
    obs: 'the run and {file}', pass: 'where {file} and the defaults disagree, the run follows {file}', tools: ['read_file'],
  },
  {
    imp: 'When the request is only a question, answer it without changing any {what}', slots: { what: ['file', 'branch', 'configuration'] },
    obs: 'question-only turns and the diff', pass: 'turns that only ask a question leave every {what} unchanged', tools: ['final_answer'],
  },
  {
    imp: 'If a migration drops {what}, write a down migration that restores it', slots: { what: ['a column', 'a table', 'an index', 'a constraint'] },
    obs: 'the migrations added by the run', pass: 'every migration dropping {what} has a working down step', tools: ['write_file'], why: 'every release must be reversible',
  },
  {
    imp: 'When the user writes in {language}, reply in {language}', slots: { language: ['German', 'French', 'Spanish', 'Japanese', 'Portuguese', 'Italian'] },
    obs: 'the replies to messages written in {language}', pass: 'each such reply is in {language}', tools: ['final_answer'],
  },
  {
    imp: 'If you change {thing} that another service consumes, list the affected services in the final answer', slots: { thing: ['a protobuf message', 'a REST endpoint', 'an event schema', 'a shared configuration key'] },
    obs: 'the diff and the final answer', pass: 'changes to {thing} come with a list of consuming services', tools: ['final_answer', 'search_code'],
  },
  {
    imp: 'When {test} fails on a file you did not touch, report it as pre-existing instead of fixing it', slots: { test: TEST_COMMANDS },
    obs: 'the failures of {test} in untouched files', pass: 'they are reported as pre-existing and left unchanged', tools: ['run_tests', 'final_answer'],
  },
  {
    imp: 'If the task mentions a ticket such as `{ticket}`, put the ticket id in the branch name', slots: { ticket: ['PROJ-123', 'OPS-42', 'WEB-881', '#512'] },
    obs: 'the branch created by the run', pass: 'the branch name contains the ticket id the task gave', tools: ['git'],
  },
  {
    imp: 'When you touch code under {dir} that has no tests, add a characterisation test first', slots: { dir: SOURCE_DIRS },
    obs: 'the untested modules under {dir} that the diff changes', pass: 'each gets a characterisation test before its first edit', tools: ['write_file', 'run_tests'],
  },
  {
    imp: 'Whenever a tool output looks truncated, re-run the command with {fix}', slots: { fix: ['a narrower filter', 'output redirected to a file', 'pagination'] },
    obs: 'the truncated tool outputs', pass: 'each is followed by a re-run with {fix}', tools: ['run_shell'],
  },
];

export const CONDITIONAL_LOGIC: FamilyBank = {
  require: CONDITIONAL_OBLIGATIONS,
  conditional_require: CONDITIONAL_OBLIGATIONS,
  forbid: [
    {
      imp: 'If the working tree has uncommitted changes from the user, do not {act} them', slots: { act: [{ text: 'discard', past: 'discarded' }, { text: 'stash', past: 'stashed' }, { text: 'commit', past: 'committed' }, { text: 'reformat', past: 'reformatted' }] },
      obs: 'the git commands of the run', pass: 'pre-existing uncommitted changes are never {act.past}', tools: ['git'],
    },
    {
      imp: 'When you work on a {b} branch, never {act}', slots: { b: ['release', 'hotfix'], act: ['add new features', 'bump dependencies', 'change the public API'] },
      obs: 'the commits made on {b} branches', pass: 'none of them does {act}', tools: ['git'],
    },
    {
      imp: 'If the task is documentation-only, do not modify files under {dir}', slots: { dir: SOURCE_DIRS },
      obs: 'the diff of documentation-only tasks', pass: 'no file under {dir} changes', tools: ['edit_file'],
    },
    {
      imp: 'When a test fails, do not {act}', slots: { act: ['delete it', 'loosen its assertions', 'mark it as skipped', 'change its expected value to match the output'] },
      obs: 'the edits to failing tests', pass: 'no failing test is handled by choosing to {act}', tools: ['edit_file', 'run_tests'],
    },
    {
      imp: 'If the user has not asked for it, do not {act}', slots: { act: ['reformat untouched files', 'rename public symbols', 'upgrade dependencies', 'rewrite the README'] },
      obs: 'the diff and the conversation', pass: 'no unrequested change of this kind ({act}) appears', tools: ['edit_file'],
    },
  ],
  limit_max: [
    {
      imp: 'When fixing a bug, change at most {n} files', slots: { n: ['2', '3', '5'] },
      obs: 'the diff of bug-fix tasks', pass: 'it touches at most {n} files', tools: ['edit_file', 'git'],
    },
    {
      imp: 'If the user asks for a quick fix, keep the diff under {n} lines', slots: { n: ['20', '30', '50'] },
      obs: 'the diff after a quick-fix request', pass: 'it changes fewer than {n} lines', tools: ['edit_file'],
    },
    {
      imp: 'When a command fails with a network error, retry it at most {n} times', slots: { n: ['2', '3', '4'] },
      obs: 'the retries after network errors', pass: 'no command is retried more than {n} times', tools: ['run_shell'],
    },
  ],
  limit_min: [
    {
      imp: 'When you fix a bug, add {n}', slots: { n: ['at least 1 regression test', 'at least 2 regression tests'] },
      obs: 'the bug-fix diffs', pass: 'each adds {n}', tools: ['write_file', 'run_tests'],
    },
    {
      imp: 'If you add an HTTP endpoint, cover it with at least {n} tests, including one error case', slots: { n: ['2', '3'] },
      obs: 'the endpoints the diff adds', pass: 'each has at least {n} tests, one of them for an error response', tools: ['write_file'],
    },
    {
      imp: 'When you add a feature flag, add at least {n} tests: one with the flag on and one with it off', slots: { n: ['2'] },
      obs: 'the feature flags the diff adds', pass: 'each has at least {n} tests covering both states', tools: ['write_file'],
    },
  ],
  prefer: [
    {
      imp: 'If the project already uses {p.lib}, prefer it over adding {p.alt}',
      slots: { p: [
        { lib: '`date-fns`', alt: '`moment`' }, { lib: '`httpx`', alt: '`requests`' }, { lib: 'zod', alt: 'a hand-written validator' },
        { lib: '`tokio`', alt: 'another async runtime' }, { lib: 'the standard `log/slog`', alt: 'a logging library' },
      ] },
      obs: 'the dependencies and imports added by the diff', pass: 'it reuses {p.lib} and does not add {p.alt}', tools: ['add_dependency'],
    },
    {
      imp: 'When both would work, prefer {p.a} over {p.b}',
      slots: { p: [{ a: 'a configuration change', b: 'a code change' }, { a: 'an existing helper', b: 'a new one' }, { a: 'a targeted test run', b: 'the full suite while iterating' }] },
      obs: 'the approach the run takes', pass: 'it picks {p.a} when {p.b} was equally possible', tools: ['edit_file'],
    },
  ],
  allow: [
    {
      imp: 'If the user explicitly asks for it, you may {act}', slots: { act: ['force-push to the feature branch', 'skip the test run', 'edit generated files', 'commit to `main`'] },
      obs: 'the conversation and the tool-call log', pass: 'the run does {act} only after the user explicitly asks', tools: ['git'],
    },
    {
      imp: 'When a file is generated, you may leave it {state}', slots: { state: ['unformatted', 'without a licence header', 'over the line-length limit'] },
      obs: 'the generated files in the diff', pass: 'only generated files are left {state}', tools: ['write_file'],
    },
  ],
};
