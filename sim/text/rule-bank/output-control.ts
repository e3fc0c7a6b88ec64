/** Output control: what the agent prints or returns — format, length, sections, what to omit. */
import type { FamilyBank } from './types.ts';

const ANSWER = 'the final answer of the run';

export const OUTPUT_CONTROL: FamilyBank = {
  require: [
    {
      imp: 'End every final answer with a `{section}` section that lists {listing}',
      slots: { section: ['Summary', 'Changes', 'Next steps', 'Testing', 'Files changed'], listing: ['the files you changed', 'the commands you ran', 'open questions for the reviewer', 'anything you left undone'] },
      obs: ANSWER, pass: 'it ends with a `{section}` heading followed by {listing}', tools: ['final_answer'],
    },
    {
      imp: 'Report the exact command and its exit code for every {what} you ran',
      slots: { what: ['test run', 'build', 'migration', 'lint pass', 'benchmark'] },
      obs: 'the final answer and the tool-call log', pass: 'each {what} in the log appears in the answer with its command and exit code', tools: ['final_answer', 'run_shell'],
      why: 'reviewers re-run exactly what you ran',
    },
    {
      imp: 'Refer to code as `path:line` whenever you point at it in {where}',
      slots: { where: ['the final answer', 'review comments', 'progress updates', 'the pull-request description'] },
      obs: '{where}', pass: 'every code reference has the form `path:line`', tools: ['final_answer', 'open_pull_request'],
    },
    {
      imp: 'Open the final answer with one sentence that {opening}, before any detail',
      slots: { opening: ['states the outcome', 'says whether the task succeeded', 'answers the question that was asked', 'names the root cause you found'] },
      obs: ANSWER, pass: 'its first sentence {opening}', tools: ['final_answer'],
    },
    {
      imp: 'Put every shell command you suggest in a fenced code block tagged `{tag}`',
      slots: { tag: ['bash', 'sh', 'console', 'shell'] },
      obs: 'the fenced code blocks of the final answer', pass: 'every suggested command sits in a code block whose info string is `{tag}`', tools: ['final_answer'],
    },
    {
      imp: 'Write progress updates and the final answer in {language}',
      slots: { language: ['English', 'German', 'French', 'Spanish', 'Japanese', 'Portuguese'] },
      obs: 'the assistant messages of the run', pass: 'every assistant message is written in {language}', tools: ['final_answer'],
      why: 'the team that reads these reports works in {language}',
    },
    {
      imp: 'Return the {artifact} as a single JSON object with the keys {keys}',
      slots: { artifact: ['review result', 'migration plan', 'triage summary', 'dependency audit'], keys: ['`status`, `files` and `notes`', '`verdict`, `issues` and `next_steps`', '`summary`, `risk` and `rollback`'] },
      obs: ANSWER, pass: 'the {artifact} parses as one JSON object with exactly the keys {keys}', tools: ['final_answer'],
      why: 'a script parses it',
    },
    {
      imp: 'List every file you created or deleted in the final answer, under the heading `{section}`',
      slots: { section: ['Files', 'Changed files', 'Touched files', 'Artifacts'] },
      obs: 'the final answer and `git status` after the run', pass: 'each created or deleted file appears under the `{section}` heading', tools: ['final_answer', 'git'],
    },
    {
      imp: 'Mark every assumption you made with the prefix `{prefix}` in the final answer',
      slots: { prefix: ['Assumption:', 'ASSUMPTION:', 'Assumed:'] },
      obs: ANSWER, pass: 'every stated assumption starts with `{prefix}`', tools: ['final_answer'],
    },
    {
      imp: 'Quote error messages verbatim in a code block when you report a {kind} failure',
      slots: { kind: ['build', 'test', 'deploy', 'CI', 'type-check'] },
      obs: 'the messages reporting a {kind} failure', pass: 'each reported {kind} error is quoted verbatim inside a code block', tools: ['final_answer', 'run_shell'],
    },
    {
      imp: 'Include a section headed `{section}` that explains how to {verify}',
      slots: { section: ['How to verify', 'Rollback', 'Verification', 'Manual check'], verify: ['reproduce the fix locally', 'roll the change back', 'check the change in staging'] },
      obs: ANSWER, pass: 'a `{section}` section gives concrete steps to {verify}', tools: ['final_answer'],
    },
    {
      imp: 'Give every table in the final answer a header row and {align}',
      slots: { align: ['right-align numeric columns', 'units in the column titles', 'a caption line above it'] },
      obs: 'the Markdown tables of the final answer', pass: 'each table has a header row and {align}', tools: ['final_answer'],
    },
    {
      imp: 'Show changes to {what} as a unified diff rather than describing them in prose',
      slots: { what: ['configuration files', 'the database schema', 'CI workflows', 'public interfaces'] },
      obs: ANSWER, pass: 'every change to {what} is shown as a unified diff', tools: ['final_answer'],
    },
  ],
  forbid: [
    {
      imp: 'Do not use emoji in {where}',
      slots: { where: ['the final answer', 'commit messages', 'code comments', 'progress updates', 'pull-request titles'] },
      obs: '{where}', pass: 'no emoji code point appears in {where}', tools: ['final_answer', 'git'],
    },
    {
      imp: 'Never paste the full contents of {what} into a reply',
      slots: { what: ['a file longer than 50 lines', 'a lock file', 'generated files', 'log files', 'minified bundles'] },
      obs: 'the assistant messages of the run', pass: 'no message reproduces {what} in full', tools: ['final_answer', 'read_file'],
    },
    {
      imp: 'Do not open the final answer with {opener}',
      slots: { opener: ['"Great question"', 'praise for the request', '"Certainly!"', 'an apology', 'a restatement of the task'] },
      obs: 'the first sentence of the final answer', pass: 'it does not begin with {opener}', tools: ['final_answer'], why: 'it wastes the reader\'s first line',
    },
    {
      imp: 'Never print {secret} in command output or replies',
      slots: { secret: ['API keys', 'values read from `.env`', 'access tokens', 'database passwords', 'signing keys'] },
      obs: 'the tool outputs and assistant messages', pass: 'none of them contains {secret}', tools: ['run_shell', 'final_answer'],
      why: 'transcripts are stored and shared',
    },
    {
      imp: 'Do not include {what} in the final answer',
      slots: { what: ['internal tool-call IDs', 'raw stack traces', 'a to-do list for the user', 'speculative delivery dates', 'hidden reasoning notes'] },
      obs: ANSWER, pass: 'it contains no {what}', tools: ['final_answer'],
    },
    {
      imp: 'Never claim that {claim} without showing the command output that proves it',
      slots: { claim: ['the tests pass', 'the build succeeds', 'the bug is fixed', 'lint is clean', 'the migration ran'] },
      obs: 'the final answer and the tool-call log', pass: 'every claim that {claim} is backed by a quoted output from a command run in this session', tools: ['final_answer'],
    },
    {
      imp: 'Do not wrap the final answer in {wrapper}',
      slots: { wrapper: ['a single code block', 'HTML tags', 'a quote block', 'a JSON string'] },
      obs: ANSWER, pass: 'the answer is not wrapped in {wrapper}', tools: ['final_answer'],
    },
  ],
  conditional_require: [
    {
      imp: 'When a command fails, quote the last {n} lines of its output in your reply',
      slots: { n: ['5', '10', '15', '20'] },
      obs: 'the replies after failing commands', pass: 'each failing command is followed by a reply quoting its last {n} output lines', tools: ['run_shell', 'final_answer'],
    },
    {
      imp: 'If you could not finish part of the task, say so at the top of the final answer under a `{section}` heading',
      slots: { section: ['Not done', 'Open items', 'Blocked', 'Incomplete'] },
      obs: ANSWER, pass: 'unfinished work is listed first, under a `{section}` heading', tools: ['final_answer'],
    },
    {
      imp: 'When you change {what}, mention it under a `Breaking changes` heading',
      slots: { what: ['a public function signature', 'a CLI flag', 'a configuration key', 'an environment variable name', 'a REST response shape'] },
      obs: 'the diff and the final answer', pass: 'every change to {what} in the diff is listed under `Breaking changes`', tools: ['final_answer', 'open_pull_request'],
    },
    {
      imp: 'If {where} contains a code change, show it as a unified diff in a `diff` code block',
      slots: { where: ['the final answer', 'a review comment', 'a progress update'] },
      obs: '{where}', pass: 'each code change shown there is a unified diff inside a `diff` block', tools: ['final_answer'],
    },
    {
      imp: 'Whenever you {verb} a test, name it and give the reason in the final answer',
      slots: { verb: ['skip', 'disable', 'mark as flaky', 'delete', 'loosen the assertions of'] },
      obs: 'the diff and the final answer', pass: 'every test the diff shows you {verb} is named in the answer with a reason', tools: ['final_answer', 'run_tests'],
    },
    {
      imp: 'When the user asks a yes/no question, answer {ans} in the first sentence',
      slots: { ans: ['with "Yes" or "No"', 'yes or no explicitly', 'it directly'] },
      obs: 'the replies to yes/no questions', pass: 'each such reply answers {ans} in its first sentence', tools: ['final_answer'],
    },
    {
      imp: 'If you made assumptions about {topic}, list them before the summary',
      slots: { topic: ['the data format', 'the deployment target', 'the expected behaviour', 'the API contract', 'the user\'s environment'] },
      obs: ANSWER, pass: 'assumptions about {topic} are listed above the summary', tools: ['final_answer'],
    },
  ],
  limit_max: [
    {
      imp: 'Keep the final answer to at most {n} words', slots: { n: ['120', '150', '200', '250', '300', '400'] },
      obs: ANSWER, pass: 'it has at most {n} words outside code blocks', tools: ['final_answer'], why: 'people read these on their phones between meetings',
    },
    {
      imp: 'Keep each progress update to at most {n} sentences', slots: { n: ['2', '3', '4'] },
      obs: 'the intermediate assistant messages', pass: 'none has more than {n} sentences', tools: ['final_answer'],
    },
    {
      imp: 'Show at most {n} lines of any log or command output in a reply', slots: { n: ['10', '20', '30', '40'] },
      obs: 'the code blocks in assistant messages', pass: 'no quoted output exceeds {n} lines', tools: ['final_answer', 'run_shell'],
    },
    {
      imp: 'Use at most {n} bullet points in the final summary', slots: { n: ['4', '5', '6', '8', '10'] },
      obs: 'the summary section of the final answer', pass: 'it has at most {n} bullet points', tools: ['final_answer'],
    },
    {
      imp: 'Use at most {n} headings in the final answer', slots: { n: ['2', '3', '4', '5'] },
      obs: ANSWER, pass: 'it contains at most {n} Markdown headings', tools: ['final_answer'],
    },
    {
      imp: 'Keep every code block in a reply to at most {n} lines', slots: { n: ['15', '25', '40', '60'] },
      obs: 'the code blocks in assistant messages', pass: 'each has at most {n} lines', tools: ['final_answer'],
    },
  ],
  limit_min: [
    {
      imp: 'Give at least {n} concrete next steps at the end of the final answer', slots: { n: ['2', '3'] },
      obs: ANSWER, pass: 'it ends with at least {n} actionable next steps', tools: ['final_answer'],
    },
    {
      imp: 'Cite at least {n} file paths when you explain {what}', slots: { n: ['2', '3', '4'], what: ['the cause of a bug', 'a design decision', 'why a test failed'] },
      obs: 'the explanation of {what}', pass: 'it cites at least {n} repository file paths', tools: ['final_answer'],
    },
    {
      imp: 'Show at least one example invocation for every {what} you add', slots: { what: ['CLI flag', 'script', 'npm script', 'Make target', 'API endpoint'] },
      obs: 'the diff and the final answer', pass: 'each new {what} comes with at least one example invocation', tools: ['final_answer'],
    },
  ],
  prefer: [
    {
      imp: 'Prefer {pair.a} over {pair.b} in replies',
      slots: { pair: [
        { a: 'bullet lists', b: 'long paragraphs' }, { a: 'repository-relative paths', b: 'absolute paths' },
        { a: 'short code excerpts', b: 'whole files' }, { a: 'tables', b: 'nested lists for comparisons' },
        { a: 'plain Markdown', b: 'HTML markup' }, { a: 'one summary at the end', b: 'running commentary' },
      ] },
      obs: 'the assistant messages', pass: 'they use {pair.a} where {pair.b} would also fit', tools: ['final_answer'],
    },
    {
      imp: 'Prefer {pair.a} to {pair.b} when you report numbers',
      slots: { pair: [{ a: 'exact values with units', b: 'rounded impressions' }, { a: 'before/after tables', b: 'prose comparisons' }, { a: 'absolute counts', b: 'bare percentages' }] },
      obs: 'the numeric claims in the final answer', pass: 'numbers are reported as {pair.a}', tools: ['final_answer'],
    },
  ],
  allow: [
    {
      imp: 'You may omit the `{section}` section when {cond}',
      slots: { section: ['Testing', 'Next steps', 'Risks'], cond: ['the change only touches documentation', 'the task was a question with no code change'] },
      obs: ANSWER, pass: 'the `{section}` section is left out only when {cond}', tools: ['final_answer'],
    },
    {
      imp: 'You may answer in a single sentence when {cond}',
      slots: { cond: ['the user asks a yes/no question', 'nothing needed to change', 'the user only asked for a file path'] },
      obs: ANSWER, pass: 'one-sentence answers occur only when {cond}', tools: ['final_answer'],
    },
    {
      imp: 'You may include {x} in the final answer',
      slots: { x: ['a Mermaid diagram of the data flow', 'a short table of timings', 'links to upstream issues'] },
      obs: ANSWER, pass: '{x}, if included, supplements the required content rather than replacing it', tools: ['final_answer'],
    },
  ],
};
