/** Tool use, second set of base rules: dry runs, lock files, structured tool output. */
import type { ExtraBank } from './types.ts';

const CALLS = 'the tool-call log of the run';

export const TOOL_USE_MORE: ExtraBank = {
  require: [
    {
      imp: 'Run {d.cmd} with {d.flag} before running it for real',
      slots: { d: [{ cmd: '`kubectl apply`', flag: '`--dry-run=server`' }, { cmd: '`rsync`', flag: '`--dry-run`' }, { cmd: '`npm publish`', flag: '`--dry-run`' }, { cmd: '`helm upgrade`', flag: '`--dry-run`' }, { cmd: '`terraform apply`', flag: 'a `terraform plan` first' }] },
      obs: 'the `run_shell` calls of {d.cmd}', pass: 'each real run is preceded by one with {d.flag}', tools: ['run_shell'],
    },
    {
      imp: 'Use `git mv` to {what}', slots: { what: ['move or rename tracked files', 'move modules between packages'] },
      obs: CALLS, pass: 'tracked files are moved with `git mv`, not by delete and re-create', tools: ['git'],
    },
    {
      imp: 'Add `LIMIT {n}` to every exploratory `db_query`', slots: { n: ['10', '50', '100'] },
      obs: 'the `db_query` calls', pass: 'every exploratory query has a `LIMIT` of at most {n}', tools: ['db_query'],
    },
    {
      imp: 'Inspect the staged changes with {x} before every commit', slots: { x: ['`git diff --staged`', '`git diff --staged --stat`', '`git status --short`'] },
      obs: CALLS, pass: 'each `git commit` follows a {x} call', tools: ['git'],
    },
    {
      imp: 'Re-run only the failing tests first with {flag} after a red run', slots: { flag: ['`pytest --lf`', '`vitest --changed`', '`go test -run <name>`', '`cargo test <name>`'] },
      obs: 'the test runs after a failure', pass: 'the first re-run uses {flag}', tools: ['run_tests'],
    },
    {
      imp: 'List every URL you fetched with `web_fetch` in the final answer', slots: { x: ['-'] },
      obs: 'the `web_fetch` calls and the final answer', pass: 'every fetched URL is listed in the answer', tools: ['web_fetch', 'final_answer'],
    },
    {
      imp: 'Check `git status` before and after {what}', slots: { what: ['running code generators', 'switching branches', 'running formatters'] },
      obs: CALLS, pass: '{what} is bracketed by `git status` calls', tools: ['git'],
    },
    {
      imp: 'Install dependencies from the lock file with {cmd}', slots: { cmd: ['`npm ci`', '`uv sync --frozen`', '`poetry install --sync`', '`cargo fetch --locked`', '`pnpm install --frozen-lockfile`'] },
      obs: 'the install commands of the run', pass: 'dependencies are installed with {cmd}', tools: ['run_shell'],
    },
    {
      imp: "Read results from `{tool}`'s structured output instead of parsing its text", slots: { tool: ['run_tests', 'db_query', 'search_code'] },
      obs: 'the handling of `{tool}` results', pass: 'the run uses the structured fields, not regexes over the text', tools: ['run_tests', 'db_query', 'search_code'],
    },
    {
      imp: 'Run {cmd} through `run_shell` from the repository root', slots: { cmd: ['build commands', 'test commands', 'code generators'] },
      obs: 'the `run_shell` calls for {cmd}', pass: 'each runs with the repository root as working directory', tools: ['run_shell'],
    },
  ],
  prefer: [
    {
      imp: 'Prefer {p.a} over {p.b} for {p.purpose}',
      slots: { p: [
        { a: '`apply_patch`', b: 'several `edit_file` calls', purpose: 'multi-hunk changes' }, { a: '`run_tests` with a filter', b: 'the full suite', purpose: 'iterating on one failure' },
        { a: '`git grep`', b: '`grep -r`', purpose: 'searching tracked files' }, { a: '`db_query` on the dev database', b: 'guessing data shapes', purpose: 'understanding data' },
      ] },
      obs: CALLS, pass: 'the run uses {p.a} for {p.purpose}', tools: ['apply_patch', 'run_tests', 'db_query'],
    },
    {
      imp: 'Prefer {p.a} over {p.b} when you explore an unfamiliar repository',
      slots: { p: [{ a: '`search_code`', b: 'opening files one by one' }, { a: '`git log -p` on one file', b: 'reading the whole history' }, { a: 'listing a directory', b: 'guessing paths' }] },
      obs: 'the exploration calls at the start of the run', pass: 'the run uses {p.a} rather than {p.b}', tools: ['search_code', 'read_file', 'git'],
    },
  ],
  forbid: [
    {
      imp: 'Do not pipe {what} into `run_shell` commands', slots: { what: ['secrets', 'environment dumps', 'tokens from `.env`'] },
      obs: 'the `run_shell` commands of the run', pass: 'none passes {what} on the command line', tools: ['run_shell'],
    },
  ],
};
