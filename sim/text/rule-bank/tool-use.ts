/** Tool use: which tools to call, how, and which to avoid. */
import type { FamilyBank } from './types.ts';
import { TEST_COMMANDS } from './slot-values.ts';

const CALLS = 'the tool-call log of the run';

export const TOOL_USE: FamilyBank = {
  require: [
    {
      imp: 'Use the `{u.tool}` tool to {u.purpose}',
      slots: { u: [
        { tool: 'search_code', purpose: 'search the repository, not `grep` through `run_shell`' }, { tool: 'read_file', purpose: 'read files, not `cat` through `run_shell`' },
        { tool: 'run_tests', purpose: 'run tests, so results are captured' }, { tool: 'apply_patch', purpose: 'make multi-hunk edits' },
        { tool: 'web_fetch', purpose: 'look up library documentation' }, { tool: 'db_query', purpose: 'inspect data instead of writing ad-hoc scripts' },
      ] },
      obs: CALLS, pass: 'the run uses `{u.tool}` for this and no shell workaround', tools: ['search_code', 'read_file', 'run_tests', 'apply_patch', 'web_fetch', 'db_query'],
    },
    {
      imp: 'Read a file with `read_file` before you change it with `{edit}`', slots: { edit: ['edit_file', 'apply_patch', 'write_file'] },
      obs: CALLS, pass: 'every `{edit}` call on a file is preceded by a `read_file` call on the same file', tools: ['edit_file', 'apply_patch', 'write_file'],
      why: 'edits based on a stale view overwrite other changes',
    },
    {
      imp: 'Pass {f.flag} to {f.cmd} in non-interactive runs',
      slots: { f: [
        { flag: '`--yes`', cmd: '`npx`' }, { flag: '`-y`', cmd: '`apt-get install`' }, { flag: '`--no-pager`', cmd: '`git log` and `git diff`' },
        { flag: '`--non-interactive`', cmd: '`gcloud`' }, { flag: '`--no-input`', cmd: '`pip`' }, { flag: '`-auto-approve=false`', cmd: '`terraform apply`' },
      ] },
      obs: 'the `run_shell` calls of the run', pass: 'every call to {f.cmd} carries {f.flag}', tools: ['run_shell'],
    },
    {
      imp: "Change dependencies only through the project's package manager, {pm}", slots: { pm: ['`pnpm`', '`uv`', '`poetry`', '`cargo`', '`npm`', '`go get`'] },
      obs: 'the dependency changes of the run', pass: 'the manifest and lock file change only through {pm} commands', tools: ['add_dependency', 'run_shell'],
    },
    {
      imp: 'Set a timeout of {n} seconds on every `{tool}` call', slots: { n: ['30', '60', '120', '300'], tool: ['run_shell', 'web_fetch', 'run_tests'] },
      obs: 'the `{tool}` calls of the run', pass: 'each sets `timeout` to {n} seconds', tools: ['run_shell', 'web_fetch', 'run_tests'],
    },
    {
      imp: 'Start long-running processes such as {proc} in the background so they do not block the session', slots: { proc: ['dev servers', 'file watchers', '`docker compose up`', 'database containers'] },
      obs: 'the `run_shell` calls that start {proc}', pass: 'each is started with `background: true` or `&`', tools: ['run_shell'],
    },
    {
      imp: 'Run tests through `run_tests` with the filter set to {scope}', slots: { scope: ['the changed package', 'the files you touched', 'the failing test first'] },
      obs: 'the `run_tests` calls', pass: 'the test runs are filtered to {scope}', tools: ['run_tests'],
    },
    {
      imp: 'Quote every file path you pass to `run_shell`', slots: { q: ['single'] },
      obs: 'the `run_shell` commands of the run', pass: 'every path argument is quoted', tools: ['run_shell'],
    },
  ],
  forbid: [
    {
      imp: 'Do not use {b.bad} {b.ctx}',
      slots: { b: [
        { bad: '`sudo`', ctx: 'in shell commands' }, { bad: '`curl | sh`', ctx: 'to install anything' }, { bad: '`rm -rf`', ctx: 'outside the workspace' },
        { bad: '`sed -i`', ctx: 'to edit source files; use `edit_file`' }, { bad: '`chmod 777`', ctx: 'on any path' }, { bad: '`git add -A`', ctx: 'when you commit' },
      ] },
      obs: 'the `run_shell` commands of the run', pass: 'none of them uses {b.bad} {b.ctx}', tools: ['run_shell'], why: 'the sandbox is shared with other jobs',
    },
    {
      imp: 'Never call `{n.tool}` on {n.what}',
      slots: { n: [
        { tool: 'web_fetch', what: 'URLs taken from issue text' }, { tool: 'db_query', what: 'the production database' }, { tool: 'run_shell', what: 'commands that read `~/.ssh` or `~/.aws`' },
        { tool: 'write_file', what: 'files outside the repository' }, { tool: 'git', what: 'remotes other than `origin`' },
      ] },
      obs: CALLS, pass: 'no `{n.tool}` call targets {n.what}', tools: ['web_fetch', 'db_query', 'run_shell', 'write_file', 'git'],
      why: 'the sandbox policy forbids it',
    },
    {
      imp: 'Do not install packages globally with {cmd}', slots: { cmd: ['`npm install -g`', '`pip install --user`', '`cargo install`', '`brew install`', '`go install`'] },
      obs: 'the `run_shell` commands of the run', pass: 'none of them runs {cmd}', tools: ['run_shell', 'add_dependency'], why: 'the environment must match the lock file',
    },
    {
      imp: 'Do not start an interactive program such as {x} from `run_shell`', slots: { x: ['`vim`', '`less`', '`git commit` without `-m`', '`python` without a script', '`psql` without `-c`'] },
      obs: 'the `run_shell` commands of the run', pass: 'none of them waits for terminal input ({x})', tools: ['run_shell'],
    },
    {
      imp: 'Do not overwrite an existing file with `write_file`; edit it with `{edit}`', slots: { edit: ['edit_file', 'apply_patch'] },
      obs: 'the `write_file` calls of the run', pass: 'none targets a file that already existed', tools: ['write_file'],
    },
  ],
  conditional_require: [
    {
      imp: 'If `{tool}` returns an error, quote the error before you retry', slots: { tool: ['run_shell', 'apply_patch', 'web_fetch', 'db_query', 'run_tests'] },
      obs: 'the `{tool}` calls that returned an error', pass: 'each failed call is followed by a message quoting its error before the next attempt', tools: ['run_shell', 'apply_patch', 'web_fetch', 'db_query', 'run_tests'],
    },
    {
      imp: 'When you need library documentation, fetch it with `web_fetch` from {source}', slots: { source: ['the official documentation site', 'docs.rs', 'pkg.go.dev', 'the package\'s README on its registry page'] },
      obs: 'the `web_fetch` calls', pass: 'documentation look-ups go to {source}', tools: ['web_fetch'],
    },
    {
      imp: 'If a command may run longer than {n} minutes, start it in the background and poll its output', slots: { n: ['2', '5', '10'] },
      obs: 'the long-running `run_shell` calls', pass: 'commands over {n} minutes are backgrounded and polled', tools: ['run_shell'],
    },
    {
      imp: 'When you delete or rename a {thing}, search for its references with `search_code` first', slots: { thing: ['file', 'function', 'exported type', 'configuration key', 'CSS class'] },
      obs: CALLS, pass: 'each delete or rename of a {thing} follows a `search_code` for its name', tools: ['search_code'],
    },
    {
      imp: 'If `apply_patch` rejects a hunk, re-read the file with `read_file` before the next attempt', slots: { x: ['once'] },
      obs: 'the rejected `apply_patch` calls', pass: 'each rejection is followed by a `read_file` of that file', tools: ['apply_patch', 'read_file'],
    },
  ],
  limit_max: [
    {
      imp: 'Make at most {n} `{tool}` calls per turn', slots: { n: ['5', '10', '15', '20'], tool: ['search_code', 'read_file', 'web_fetch', 'run_shell'] },
      obs: 'the `{tool}` calls per user turn', pass: 'no turn has more than {n} of them', tools: ['search_code', 'read_file', 'web_fetch', 'run_shell'],
    },
    {
      imp: 'Retry a failed `{tool}` call at most {n} times', slots: { n: ['2', '3', '4'], tool: ['run_shell', 'web_fetch', 'apply_patch', 'run_tests'] },
      obs: 'the repeated `{tool}` calls', pass: 'no identical failing call is repeated more than {n} times', tools: ['run_shell', 'web_fetch', 'apply_patch', 'run_tests'],
    },
    {
      imp: 'Read at most {n} lines per `read_file` call', slots: { n: ['200', '300', '500'] },
      obs: 'the `read_file` calls', pass: 'each requests at most {n} lines', tools: ['read_file'],
    },
    {
      imp: 'Run at most {n} shell commands in parallel', slots: { n: ['2', '3', '4'] },
      obs: 'the concurrent `run_shell` calls', pass: 'never more than {n} run at once', tools: ['run_shell'],
    },
  ],
  limit_min: [
    {
      imp: 'Run {test} at least once after your last edit', slots: { test: TEST_COMMANDS },
      obs: CALLS, pass: 'at least one {test} run follows the last edit', tools: ['run_tests', 'run_shell'],
    },
    {
      imp: 'Call `search_code` at least {n} before you add a new helper function', slots: { n: ['once', 'twice'] },
      obs: CALLS, pass: 'a new helper is added only after at least {n} `search_code` calls looking for an existing one', tools: ['search_code'],
    },
  ],
  prefer: [
    {
      imp: 'Prefer {p.a} over {p.b} for {p.purpose}',
      slots: { p: [
        { a: '`rg`', b: '`grep -r`', purpose: 'searching text' }, { a: '`edit_file`', b: '`write_file`', purpose: 'changing existing files' },
        { a: '`read_file`', b: '`cat` through `run_shell`', purpose: 'reading files' }, { a: '`fd`', b: '`find`', purpose: 'listing files' },
        { a: '`git diff --stat`', b: 'full diffs', purpose: 'summarising changes' }, { a: '`jq`', b: 'ad-hoc Python one-liners', purpose: 'reading JSON' },
      ] },
      obs: CALLS, pass: 'the run uses {p.a} for {p.purpose}', tools: ['run_shell', 'edit_file', 'read_file'],
    },
  ],
  allow: [
    {
      imp: 'You may use `web_fetch` to read {what}', slots: { what: ['public documentation pages', 'package changelogs', 'RFCs and specifications'] },
      obs: 'the `web_fetch` calls', pass: 'the `web_fetch` calls read only {what}', tools: ['web_fetch'],
    },
    {
      imp: 'You may run {cmd} without asking first', slots: { cmd: ['`npm install`', '`git fetch`', '`make test`', '`docker compose ps`'] },
      obs: 'the `run_shell` calls', pass: 'the commands run without asking are limited to {cmd}', tools: ['run_shell'],
    },
  ],
};
