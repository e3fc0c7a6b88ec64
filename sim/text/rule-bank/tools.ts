/**
 * The invented tool catalogue of the simulated harness: the tools a TD (tool description)
 * phrasing can belong to, each with the first line of its description.
 */
export const TOOLS = {
  run_shell: 'Executes a shell command in the repository root and returns stdout, stderr and the exit code.',
  edit_file: 'Replaces one exact occurrence of a string in a file with new text.',
  write_file: 'Creates a file, or overwrites it, with the given contents.',
  read_file: 'Returns the contents of a file, optionally limited to a line range.',
  search_code: 'Searches the repository with ripgrep and returns matching lines with their paths.',
  git: 'Runs a git subcommand (status, diff, add, commit, switch, log, push) in the working tree.',
  run_tests: "Runs the project's test suite, or the tests matching a filter, and returns a summary.",
  open_pull_request: 'Opens a pull request from the current branch with the given title and body.',
  final_answer: 'Sends the final message of the turn to the user and ends the turn.',
  write_document: 'Writes a prose document (report, memo, email draft) to the workspace as Markdown.',
  web_fetch: 'Fetches a URL and returns its readable text.',
  db_query: 'Runs a SQL query against the development database and returns the rows.',
  add_dependency: "Adds a package with the project's package manager and updates the lock file.",
  apply_patch: 'Applies a unified diff to the working tree.',
} as const;
export type ToolName = keyof typeof TOOLS;
