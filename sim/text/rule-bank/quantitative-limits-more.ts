/** Quantitative limits, second set: budgets for tests, payloads, queries, resources. */
import type { ExtraBank } from './types.ts';

export const QUANTITATIVE_LIMITS_MORE: ExtraBank = {
  limit_max: [
    {
      imp: 'Keep each test file under {n} lines', slots: { n: ['300', '500', '800'] },
      obs: 'the test files touched by the diff', pass: 'none ends with {n} lines or more', tools: ['write_file', 'edit_file'],
    },
    {
      imp: 'Add at most {n} new dependencies per task', slots: { n: ['2', '3'] },
      obs: 'the dependency manifests after the run', pass: 'at most {n} new packages were added', tools: ['add_dependency'],
    },
    {
      imp: 'Keep log messages under {n} characters', slots: { n: ['120', '200', '500'] },
      obs: 'the log statements added by the diff', pass: 'no message template exceeds {n} characters', tools: ['edit_file'],
    },
    {
      imp: 'Keep the number of network requests on a page load at {n} or fewer', slots: { n: ['10', '20', '30'] },
      obs: 'the requests recorded while loading the changed pages', pass: 'each page load makes at most {n} requests', tools: ['run_shell'],
    },
    {
      imp: 'Keep API response payloads under {n} KB', slots: { n: ['64', '100', '256', '512'] },
      obs: 'the responses of the endpoints changed by the diff', pass: 'none is larger than {n} KB for the sample requests', tools: ['edit_file'],
    },
    {
      imp: 'Leave at most {n} TODO comments in any file you change', slots: { n: ['2', '3', '5'] },
      obs: 'the files changed by the diff', pass: 'none holds more than {n} TODO comments', tools: ['edit_file'],
    },
    {
      imp: 'Export at most {n} symbols from each module', slots: { n: ['10', '15', '20'] },
      obs: 'the modules touched by the diff', pass: 'none exports more than {n} names', tools: ['edit_file'],
    },
    {
      imp: 'Keep the CI run of a changed workflow under {n} minutes', slots: { n: ['10', '15', '20'] },
      obs: 'the CI timings of the changed workflows', pass: 'each finishes in under {n} minutes', tools: ['run_shell'],
    },
    {
      imp: 'Make at most {n} database queries per request in new endpoints', slots: { n: ['5', '10', '20'] },
      obs: 'the query counts of the endpoints added by the diff', pass: 'no request issues more than {n} queries', tools: ['edit_file', 'db_query'],
    },
    {
      imp: 'Keep the memory limit of a new job at {n} MB or less', slots: { n: ['256', '512', '1024'] },
      obs: 'the resource settings of jobs added by the diff', pass: 'none requests more than {n} MB', tools: ['edit_file'],
    },
    {
      imp: 'Give CLI commands at most {n} positional arguments', slots: { n: ['2', '3'] },
      obs: 'the CLI commands added by the diff', pass: 'none takes more than {n} positional arguments', tools: ['edit_file'],
    },
  ],
  limit_min: [
    {
      imp: 'Run a benchmark at least {n} times and report the median', slots: { n: ['3', '5', '10'] },
      obs: 'the benchmark runs and the reported figures', pass: 'each reported number is the median of at least {n} runs', tools: ['run_shell'],
    },
    {
      imp: 'Run every stateless service with at least {n} replicas', slots: { n: ['2', '3'] },
      obs: 'the deployment manifests changed by the diff', pass: 'each stateless service has at least {n} replicas', tools: ['edit_file'],
    },
    {
      imp: 'Keep at least {n} days of backups in any retention setting you change', slots: { n: ['7', '14', '30'] },
      obs: 'the retention settings changed by the diff', pass: 'each keeps at least {n} days', tools: ['edit_file'],
    },
    {
      imp: 'Give every new alert a pending period of at least {n} minutes', slots: { n: ['2', '5', '10'] },
      obs: 'the alert rules added by the diff', pass: 'each waits at least {n} minutes before firing', tools: ['edit_file'],
    },
    {
      imp: 'Check at least {n} sample rows by hand after a data fix', slots: { n: ['10', '20', '50'] },
      obs: 'the queries run after a data fix', pass: 'at least {n} affected rows are inspected', tools: ['db_query'],
    },
    {
      imp: 'Leave at least {n}% headroom below the resource limits in new manifests', slots: { n: ['20', '25', '30'] },
      obs: 'the requests and limits in new manifests', pass: 'requests stay at least {n}% below limits', tools: ['edit_file'],
    },
  ],
  forbid: [
    {
      imp: 'Never set an HTTP timeout above {n} seconds', slots: { n: ['30', '60'] },
      obs: 'the timeouts set by the diff', pass: 'none exceeds {n} seconds', tools: ['edit_file'],
    },
    {
      imp: 'Do not add a migration that rewrites more than {n} rows in one transaction', slots: { n: ['10000', '50000', '100000'] },
      obs: 'the data migrations added by the run', pass: 'none updates more than {n} rows per transaction', tools: ['write_file'],
    },
  ],
  conditional_require: [
    {
      imp: 'When a loop may run more than {n} times, add a progress log every {n} iterations', slots: { n: ['1000', '10000'] },
      obs: 'the long loops added by the diff', pass: 'each logs progress every {n} iterations', tools: ['edit_file'],
    },
    {
      imp: 'If a test takes longer than {n} seconds, mark it as slow', slots: { n: ['2', '5', '10'] },
      obs: 'the durations of the tests added by the diff', pass: 'every test over {n} seconds carries the slow marker', tools: ['run_tests'],
    },
  ],
};
