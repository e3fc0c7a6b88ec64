/** Quantitative limits: numeric bounds — line lengths, file counts, sizes, timeouts, retries. */
import type { FamilyBank } from './types.ts';

export const QUANTITATIVE_LIMITS: FamilyBank = {
  require: [
    {
      imp: 'Use a {n}-second timeout on every outbound HTTP call in new code', slots: { n: ['5', '10', '15', '30'] },
      obs: 'the HTTP client calls added by the diff', pass: 'each sets a timeout of {n} seconds', tools: ['edit_file'], why: 'a hung dependency must not hang our workers',
    },
    {
      imp: 'Indent {ext} files with exactly {n} spaces', slots: { ext: ['`.py`', '`.ts`', '`.yaml`', '`.json`', '`.tf`'], n: ['2', '4'] },
      obs: 'the {ext} lines added by the diff', pass: 'every indented line uses a multiple of {n} spaces and no tabs', tools: ['edit_file'],
    },
    {
      imp: 'Run a test you believe flaky {n} times in a row before you call it fixed', slots: { n: ['3', '5', '10', '20'] },
      obs: 'the test runs after a flakiness fix', pass: 'the test is run {n} consecutive times, all passing, before it is reported fixed', tools: ['run_tests'],
    },
    {
      imp: 'Give list endpoints a default page size of {n}', slots: { n: ['20', '25', '50', '100'] },
      obs: 'the list endpoints added by the diff', pass: 'their default `limit` is {n}', tools: ['edit_file'],
    },
    {
      imp: 'Cap retry back-off at {n} seconds with jitter', slots: { n: ['10', '30', '60'] },
      obs: 'the retry policies added by the diff', pass: 'each caps its delay at {n} seconds and adds jitter', tools: ['edit_file'],
    },
    {
      imp: 'Set cache TTLs for {what} to {n} seconds', slots: { what: ['session lookups', 'feature flags', 'price quotes'], n: ['60', '300', '900'] },
      obs: 'the cache configuration added for {what}', pass: 'its TTL is {n} seconds', tools: ['edit_file'],
    },
  ],
  forbid: [
    {
      imp: 'Never add a file larger than {n} KB to the repository', slots: { n: ['100', '250', '500', '1024'] },
      obs: 'the files added by the commits of the run', pass: 'none is larger than {n} KB', cmd: '`git diff --stat --numstat origin/main..HEAD`', tools: ['write_file', 'git'], why: 'clones and CI caches slow down for everyone',
    },
    {
      imp: 'Do not write a unit test that takes longer than {n} seconds', slots: { n: ['2', '3', '5'] },
      obs: 'the durations of the tests added by the diff', pass: 'none runs longer than {n} seconds', tools: ['run_tests'],
    },
    {
      imp: 'Do not add a dependency whose installed size exceeds {n} MB', slots: { n: ['5', '10', '25'] },
      obs: 'the dependencies added by the run', pass: 'none installs more than {n} MB', tools: ['add_dependency'],
    },
    {
      imp: 'Never let a single SQL migration hold a lock for more than {n} seconds', slots: { n: ['2', '5', '10'] },
      obs: 'the migrations added by the run', pass: 'none holds an exclusive lock beyond {n} seconds on the staging copy', tools: ['write_file', 'db_query'],
    },
  ],
  conditional_require: [
    {
      imp: 'When a file grows beyond {n} lines, split it by responsibility', slots: { n: ['300', '400', '500', '800'] },
      obs: 'the files the diff makes longer', pass: 'no touched file ends over {n} lines without being split', tools: ['edit_file'],
    },
    {
      imp: 'If a query can return more than {n} rows, paginate it', slots: { n: ['100', '500', '1000'] },
      obs: 'the queries added by the diff', pass: 'every query that may exceed {n} rows is paginated', tools: ['edit_file', 'db_query'],
    },
    {
      imp: 'When a function takes more than {n} parameters, replace them with an options object', slots: { n: ['3', '4', '5'] },
      obs: 'the function signatures touched by the diff', pass: 'none keeps more than {n} positional parameters', tools: ['edit_file'],
    },
  ],
  limit_max: [
    {
      imp: 'Keep Markdown lines to at most {n} characters', slots: { n: ['80', '100', '120'] },
      obs: 'the Markdown lines added by the diff', pass: 'none is longer than {n} characters', tools: ['edit_file', 'write_file'],
    },
    {
      imp: 'Change at most {n} files per commit', slots: { n: ['3', '5', '7', '10', '12'] },
      obs: 'the commits of the run', pass: 'none touches more than {n} files', cmd: '`git log --name-only --format= origin/main..HEAD`', tools: ['git'],
    },
    {
      imp: 'Keep each SQL migration to at most {n} statements', slots: { n: ['3', '5', '10'] },
      obs: 'the migration files added by the run', pass: 'none holds more than {n} statements', tools: ['write_file'],
    },
    {
      imp: 'Keep container images under {n} MB', slots: { n: ['150', '250', '500'] },
      obs: 'the images built from the changed Dockerfiles', pass: 'each is smaller than {n} MB', cmd: '`docker image ls app --format table`', tools: ['run_shell'],
    },
    {
      imp: 'Keep the growth of the production bundle below {n} KB per change', slots: { n: ['5', '10', '20', '50'] },
      obs: 'the bundle-size report before and after the change', pass: 'the gzipped bundle grows by less than {n} KB', cmd: '`npm run build -- --report`', tools: ['run_shell'],
    },
    {
      imp: 'Keep docstring summary lines to at most {n} characters', slots: { n: ['72', '79', '100'] },
      obs: 'the docstrings added by the diff', pass: 'no summary line exceeds {n} characters', tools: ['edit_file'],
    },
    {
      imp: 'Work at most {n} tool calls without telling the user what you are doing', slots: { n: ['10', '15', '20', '30'] },
      obs: 'the gaps between assistant messages', pass: 'no stretch of more than {n} tool calls passes without a progress message', tools: ['final_answer'],
    },
    {
      imp: 'Keep each YAML file under {n} lines', slots: { n: ['150', '200', '300'] },
      obs: 'the YAML files touched by the diff', pass: 'none ends with more than {n} lines', tools: ['edit_file'],
    },
  ],
  limit_min: [
    {
      imp: 'Keep test coverage of changed lines at {n}% or higher', slots: { n: ['70', '80', '90', '95'] },
      obs: 'the diff coverage report', pass: 'at least {n}% of changed lines are covered', cmd: '`diff-cover coverage.xml --fail-under={n}`', tools: ['run_tests'], why: 'the coverage gate in CI uses the same threshold',
    },
    {
      imp: 'Give every new CLI command at least {n} examples in its help text', slots: { n: ['2', '3'] },
      obs: 'the help text of new CLI commands', pass: 'each shows at least {n} examples', tools: ['edit_file'],
    },
    {
      imp: 'Make every new password or token field require at least {n} characters', slots: { n: ['12', '16', '32'] },
      obs: 'the validation rules added by the diff', pass: 'each secret field requires at least {n} characters', tools: ['edit_file'],
    },
  ],
  prefer: [
    {
      imp: 'Prefer batches of at most {n} rows over row-by-row writes', slots: { n: ['100', '500', '1000'] },
      obs: 'the database writes added by the diff', pass: 'bulk writes are batched in groups of at most {n}', tools: ['edit_file'],
    },
    {
      imp: 'Prefer {n}-space indentation over tabs in {ext} files', slots: { n: ['2', '4'], ext: ['`.md`', '`.sh`', '`.toml`'] },
      obs: 'the {ext} lines added by the diff', pass: 'indentation uses {n} spaces', tools: ['edit_file'],
    },
  ],
  allow: [
    {
      imp: 'You may exceed {n} lines in a function when it is a generated table or parser', slots: { n: ['50', '80', '100'] },
      obs: 'the long functions in the diff', pass: 'only generated functions exceed {n} lines', tools: ['edit_file'],
    },
    {
      imp: 'You may retry network calls up to {n} times with back-off', slots: { n: ['3', '5'] },
      obs: 'the retried network calls', pass: 'network calls are retried at most {n} times, with back-off', tools: ['run_shell', 'web_fetch'],
    },
  ],
};
