/** Output control, second set of base rules: report structure, references, progress updates. */
import type { ExtraBank } from './types.ts';

const ANSWER = 'the final answer of the run';

export const OUTPUT_CONTROL_MORE: ExtraBank = {
  require: [
    {
      imp: 'Begin each progress update with the step number, as in `{ex}`', slots: { ex: ['[2/5]', 'Step 2:', '(2 of 5)'] },
      obs: 'the intermediate assistant messages', pass: 'each progress update starts with a step marker like `{ex}`', tools: ['final_answer'],
    },
    {
      imp: 'Report test results in the final answer as {fmt}', slots: { fmt: ['passed/failed/skipped counts', 'the summary line printed by the test runner', 'a table of suites with their pass counts'] },
      obs: ANSWER, pass: 'test results are reported as {fmt}', tools: ['final_answer', 'run_tests'],
    },
    {
      imp: 'Include {what} in the final answer', slots: { what: ['the branch name and the commit hash', 'the pull-request URL', 'the hash of every commit you made'] },
      obs: ANSWER, pass: 'it names {what}', tools: ['final_answer', 'git'],
    },
    {
      imp: 'Write the final answer in Markdown with a level-{n} heading for each section', slots: { n: ['2', '3'] },
      obs: ANSWER, pass: 'every section starts with a level-{n} Markdown heading', tools: ['final_answer'],
    },
    {
      imp: 'Summarise risky changes under a `{section}` heading, even when there are none', slots: { section: ['Risks', 'Risk assessment', 'What could break'] },
      obs: ANSWER, pass: 'it contains a `{section}` section, saying "none" if nothing is risky', tools: ['final_answer'],
    },
    {
      imp: 'Put code identifiers in backticks {where}', slots: { where: ['in every reply', 'in the final answer', 'in commit messages', 'in pull-request descriptions'] },
      obs: 'identifiers mentioned {where}', pass: 'every file, function and variable name is in backticks', tools: ['final_answer', 'git'],
    },
    {
      imp: 'State the versions of {what} you tested against in the final answer', slots: { what: ['the runtime and the main dependencies', 'the browsers', 'the database', 'the operating system'] },
      obs: ANSWER, pass: 'it gives the versions of {what}', tools: ['final_answer'],
    },
    {
      imp: 'Report performance results as a before/after table with {detail}', slots: { detail: ['units and sample size', 'median and p95', 'the machine they ran on'] },
      obs: 'the performance numbers in the final answer', pass: 'they appear in a before/after table with {detail}', tools: ['final_answer'],
    },
    {
      imp: 'Refer to issues and pull requests as {form} in replies', slots: { form: ['`owner/repo#123`', 'full URLs', '`#123` links'] },
      obs: 'the issue and pull-request references in assistant messages', pass: 'each is written as {form}', tools: ['final_answer'],
    },
    {
      imp: 'Separate what you verified from what you assumed, under the headings `{h.a}` and `{h.b}`', slots: { h: [{ a: 'Verified', b: 'Assumed' }, { a: 'Checked', b: 'Not checked' }, { a: 'Tested', b: 'Untested' }] },
      obs: ANSWER, pass: 'it has separate `{h.a}` and `{h.b}` sections with the right content in each', tools: ['final_answer'],
    },
    {
      imp: 'List changed files in the final answer with {detail}', slots: { detail: ['one line per file saying what changed', 'the lines added and removed per file'] },
      obs: ANSWER, pass: 'each changed file is listed with {detail}', tools: ['final_answer'],
    },
    {
      imp: 'Structure the final answer with the ticket-template sections {sections}', slots: { sections: ['`Problem`, `Fix`, `Testing`', '`Context`, `Change`, `Risk`', '`What`, `Why`, `How to test`'] },
      obs: ANSWER, pass: 'it has exactly the sections {sections}, in that order', tools: ['final_answer'],
    },
  ],
  forbid: [
    {
      imp: 'Never mention {what} you have not checked exist', slots: { what: ['file paths', 'command-line flags', 'API endpoints', 'configuration keys'] },
      obs: 'the {what} named in assistant messages', pass: 'each one exists in the repository or the tool output', tools: ['final_answer', 'search_code'],
    },
    {
      imp: 'Do not end the final answer with {x}', slots: { x: ['an offer of further help', 'a question back to the user', 'a sign-off line'] },
      obs: 'the last paragraph of the final answer', pass: 'it is not {x}', tools: ['final_answer'],
    },
    {
      imp: 'Do not ask the user to run {what} you could run yourself', slots: { what: ['commands', 'tests', 'linters'] },
      obs: 'the requests to the user in assistant messages', pass: 'none asks the user to run {what} that the agent had tools to run', tools: ['final_answer', 'run_shell'],
    },
  ],
  prefer: [
    {
      imp: 'Prefer {p.a} over {p.b} in progress updates',
      slots: { p: [{ a: 'one short line per step', b: 'a paragraph per step' }, { a: 'checklists', b: 'prose' }, { a: 'links to files and lines', b: 'pasted code' }, { a: 'saying what is next', b: 'repeating what was done' }] },
      obs: 'the intermediate assistant messages', pass: 'they use {p.a} rather than {p.b}', tools: ['final_answer'],
    },
    {
      imp: 'Prefer {p.a} over {p.b} when you explain a change',
      slots: { p: [{ a: 'a short reason per decision', b: 'a narrative of every step' }, { a: 'diff excerpts', b: 'paraphrases of the code' }, { a: 'concrete file references', b: 'general descriptions' }] },
      obs: 'the explanations in assistant messages', pass: 'they use {p.a} rather than {p.b}', tools: ['final_answer'],
    },
  ],
};
