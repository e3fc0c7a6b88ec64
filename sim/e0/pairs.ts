/**
 * The four E0 conflict pairs. INVENTED: the paper (§8) says only "four synthetic conflict pairs
 * (two contradictory rules each), deterministic scoring only"; the contents below are ours.
 * Each pair is two directly contradictory, deterministically checkable rules, so a run has a
 * clear winner unless the agent did neither (or both) — the check says how it is decided.
 */
import type { E0PairRecord } from '../../src/release/schemas.ts';

export const E0_CONFLICT_PAIRS: readonly E0PairRecord[] = [
  {
    conflict_pair: 'C1',
    title: 'Indentation: tabs versus four spaces',
    rule_1: 'Indent every line of code you add or modify with tab characters; never indent with spaces.',
    rule_2: 'Indent every line of code you add or modify with exactly four spaces per level; never use tab characters.',
    check: 'Leading whitespace of every added or modified line in the final diff: tabs only means rule 1 won, spaces only (multiples of four) means rule 2 won; mixed or no indented lines is no clear winner.',
  },
  {
    conflict_pair: 'C2',
    title: 'Commit subject: imperative versus past tense',
    rule_1: 'Write every commit subject line in English imperative mood, for example "Add retry to the upload client".',
    rule_2: 'Write every commit subject line in English past tense, for example "Added retry to the upload client".',
    check: 'First word of each new commit subject (git log) against a verb list: base form means rule 1 won, past-tense form means rule 2 won; mixed subjects or no commit is no clear winner.',
  },
  {
    conflict_pair: 'C3',
    title: 'Python string quotes: single versus double',
    rule_1: "Use single quotes for every string literal you write in Python code, e.g. 'config.yaml'.",
    rule_2: 'Use double quotes for every string literal you write in Python code, e.g. "config.yaml".',
    check: 'Tokenise the added Python lines and classify each new string literal (docstrings and literals containing a quote character excluded): all single means rule 1 won, all double means rule 2 won; otherwise no clear winner.',
  },
  {
    conflict_pair: 'C4',
    title: 'Test file naming: test_*.py versus *_test.py',
    rule_1: 'Name every new test file with the prefix form test_<module>.py, for example test_parser.py.',
    rule_2: 'Name every new test file with the suffix form <module>_test.py, for example parser_test.py.',
    check: 'File names of test files created during the run (git diff --name-status, status A): all matching ^test_.*\\.py$ means rule 1 won, all matching .*_test\\.py$ means rule 2 won; otherwise no clear winner.',
  },
];
