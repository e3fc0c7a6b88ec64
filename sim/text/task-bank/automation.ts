import type { ScenarioBank } from './types.ts';

export const AUTOMATION: ScenarioBank = {
  repos: [
    { name: 'ops-scripts', about: 'a collection of Bash and Python scripts that Northwind operations run from cron and CI' },
    { name: 'release-bot', about: 'a TypeScript GitHub App that drafts release notes and tags releases for Fennec Games repositories' },
    { name: 'ci-templates', about: 'shared GitHub Actions workflows and composite actions used across Cobalt Robotics repositories' },
    { name: 'invoice-sync', about: 'a Python job that pulls invoices from a supplier SFTP, validates them and pushes them to the ERP API' },
  ],
  goals: [
    {
      title: 'Make the nightly backup script fail loudly',
      repos: ['ops-scripts'],
      request: 'The nightly backup script "succeeded" for a week while writing empty archives. Please make it fail on any error, verify the archive after writing it, and exit non-zero with a clear message.',
      correction: 'Sorry, I said verify by listing the archive, but that is too slow for the 200 GB one. Check the size and the checksum of the first and last member instead.',
      followups: [
        'Add `set -euo pipefail` semantics if it is Bash, and explain anything that relied on errors being ignored.',
        'Can you make it send a single line to the ops channel on failure?',
        'Please add a dry-run mode so we can test it safely.',
      ],
    },
    {
      title: 'Cache dependencies in the shared CI workflow',
      repos: ['ci-templates'],
      request: 'Every CI run reinstalls all dependencies and takes 9 minutes. Add caching to the shared workflow for npm, pip and Cargo, keyed on the lock files.',
      correction: 'I forgot that some repos use pnpm, not npm. Support both, detected from the lock file.',
      followups: [
        'How do we bust the cache if it gets corrupted?',
        'Show the run time before and after on one of the sample repos.',
        'Please keep the workflow inputs backwards compatible.',
      ],
    },
    {
      title: 'Generate release notes from merged pull requests',
      repos: ['release-bot'],
      request: 'Teach the release bot to draft release notes from the pull requests merged since the last tag, grouped by label (features, fixes, chores), with authors credited.',
      correction: 'Correction: group by Conventional Commit type from the PR title, not by label. Labels are applied inconsistently.',
      followups: [
        'What happens with PRs that were reverted in the same range?',
        'Add a snapshot test with a recorded GitHub API response.',
        'Make the output deterministic so re-running the bot does not change the draft.',
      ],
    },
    {
      title: 'Retry transient SFTP failures in the invoice sync',
      repos: ['invoice-sync'],
      request: 'The invoice sync fails about twice a week on SFTP timeouts and someone has to re-run it by hand. Add retries with back-off for transient errors only.',
      correction: "I said retry on all IOErrors, but authentication failures must not be retried — the supplier locks the account after three attempts.",
      followups: [
        'Make the retry settings configurable through the existing YAML config.',
        'Add a test that simulates two timeouts then success.',
        'Log each retry with the attempt number and the wait time.',
      ],
    },
    {
      title: 'Replace the cron jobs with a scheduled workflow',
      repos: ['ops-scripts', 'ci-templates'],
      request: 'We want to retire the old cron box. Move the four cron jobs in `crontab.txt` to scheduled CI workflows with the same schedules and secrets from the CI vault.',
      correction: 'Hold on, the cleanup job must not run concurrently with itself. Add a concurrency group for it.',
      followups: [
        'Cron runs in Europe/Berlin time; the CI schedule is UTC. Please convert carefully and tell me about daylight saving.',
        'Add a manual trigger to each workflow.',
        'List anything from the cron box the workflows cannot do.',
      ],
    },
    {
      title: 'Add a stale-branch cleanup job',
      repos: ['ci-templates', 'release-bot'],
      request: 'We have hundreds of dead branches. Write a scheduled job that deletes branches merged more than 30 days ago, except protected and release branches, and posts a summary.',
      correction: 'Actually, do not delete anything yet — run it in report-only mode for the first two weeks and list what it would delete.',
      followups: [
        'Add an allow-list file for branches people want to keep.',
        'What API rate limits will this hit on the big monorepo?',
        'Please write tests with a fake Git API.',
      ],
    },
    {
      title: 'Validate invoice files against the supplier schema',
      repos: ['invoice-sync'],
      request: 'Malformed invoice files sometimes reach the ERP and finance has to fix them by hand. Validate each file against the supplier\'s XSD before pushing, quarantine bad files and report why they failed.',
      correction: 'I said reject files with unknown VAT codes, but the supplier added two new codes last month. Load the allowed codes from the config instead of hard-coding them.',
      followups: [
        'Where do quarantined files go, and who gets told?',
        'Add tests with one valid and three broken sample files.',
        'Make sure a single bad file does not stop the whole batch.',
      ],
    },
    {
      title: 'Add a weekly dependency-update job',
      repos: ['ci-templates', 'release-bot'],
      request: 'Dependencies drift for months. Add a weekly job that opens one grouped pull request with minor and patch updates, runs the tests, and labels it for review.',
      correction: 'Actually, major updates should get their own pull request each, not be skipped. Keep minor and patch grouped.',
      followups: [
        'How does this interact with the existing Dependabot config? We should not get duplicates.',
        'Make the schedule and the grouping configurable per repository.',
        'Test it against a fixture repository, not a real one.',
      ],
    },
    {
      title: 'Rotate and compress application logs',
      repos: ['ops-scripts'],
      request: 'The app servers fill their disks with logs every few weeks. Write a rotation script (or config) that rotates daily, compresses old logs and keeps 14 days, and install it through the existing setup script.',
      correction: 'Sorry, audit logs must be kept for 90 days and never compressed in place. Exclude `/var/log/app/audit/` and handle it separately.',
      followups: [
        'How do we make sure the app reopens its log file after rotation?',
        'Add a dry-run mode and show me its output.',
        'What happens if the disk is already full when rotation runs?',
      ],
    },
  ],
  followups: [
    'Make sure the script is idempotent; it may run twice.',
    'Please run ShellCheck or the linter on everything you touched.',
    'What permissions does the job need? Keep them minimal.',
    'Add a short README section on how to run it locally.',
  ],
};
