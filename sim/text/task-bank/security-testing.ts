import type { ScenarioBank } from './types.ts';

export const SECURITY_TESTING: ScenarioBank = {
  repos: [
    { name: 'brightline-portal', about: "a Spring Boot customer portal for Brightline Bank's small-business accounts" },
    { name: 'lumen-patient-api', about: 'a Flask API serving appointment and prescription data to the Lumen Health apps' },
    { name: 'parcelo-web', about: 'a React + Express web app for booking parcel lockers, with a public tracking page' },
    { name: 'kestrel-uploads', about: 'a Go service that accepts claim documents from customers and stores them in object storage' },
  ],
  goals: [
    {
      title: 'Write tests for IDOR on the statements endpoint',
      repos: ['brightline-portal'],
      request: 'A pentest found that `GET /statements/{id}` may return other customers\' statements. Write tests that prove or disprove it for every statement route, then fix what they find.',
      correction: 'Correction: admins can legitimately read any statement, but only with the `support` scope, not just the admin role. Test that distinction too.',
      followups: [
        'Are there other endpoints that take a raw ID from the path? List them.',
        'Please make the authorisation check impossible to forget for new routes.',
        'Add the tests to the security suite that runs nightly.',
      ],
    },
    {
      title: 'Harden the file upload against path traversal',
      repos: ['kestrel-uploads'],
      request: 'The upload handler builds the storage key from the client-supplied filename. Check it for path traversal and other filename tricks, write tests, and fix it.',
      correction: 'Sorry, I said reject unusual names, but customers upload files with accents and spaces all the time. Normalise them instead of rejecting.',
      followups: [
        'What about zip files? Do we unpack anything server-side?',
        'Check the content-type validation too; we only accept PDF and images.',
        'Write a fuzz test for the key builder.',
      ],
    },
    {
      title: 'Add CSRF protection to the legacy forms',
      repos: ['brightline-portal', 'parcelo-web'],
      request: 'The legacy settings pages post forms with cookie auth and no CSRF token. Add CSRF protection without breaking the mobile app, which uses bearer tokens.',
      correction: 'I was wrong, the mobile app also hits two of these endpoints with cookies through a web view. Those two need to keep working; find a way.',
      followups: [
        'Please add tests that a cross-site POST is rejected.',
        'What SameSite setting do our cookies have now, and should it change?',
        'List every form you changed.',
      ],
    },
    {
      title: 'Audit dependencies for known vulnerabilities',
      repos: ['lumen-patient-api', 'parcelo-web'],
      request: 'Run a dependency audit, triage the findings (exploitable here or not), and upgrade what is both exploitable and fixable without a major version bump.',
      correction: 'Actually one of the highs is in a dev-only dependency; do not spend time on dev-only findings in this pass.',
      followups: [
        'For each finding you did not fix, give a one-line reason.',
        'Please make CI fail on new high-severity findings.',
        'Run the full test suite after the upgrades.',
      ],
    },
    {
      title: 'Write SQL injection tests for the search API',
      repos: ['lumen-patient-api', 'brightline-portal'],
      request: 'The search endpoint assembles SQL for sorting and filtering. Write tests that try injection through every parameter, and fix anything that gets through.',
      correction: 'Hmm, I said every parameter, but `q` already goes through the full-text engine. Focus on `sort`, `order` and the filter keys.',
      followups: [
        'Replace the string building with parameterised queries or an allow-list where it cannot be parameterised.',
        'Add a regression test for each payload that worked.',
        'Check the logs: do we log raw query strings anywhere?',
      ],
    },
    {
      title: 'Add security headers and a content security policy',
      repos: ['parcelo-web', 'lumen-patient-api'],
      request: 'Security scanners complain about missing headers. Add HSTS, X-Content-Type-Options, a frame policy and a content security policy that does not break the app.',
      correction: 'Wait, we still load the support chat widget from a third-party domain. The CSP must allow that, but only on the help pages.',
      followups: [
        'Start the CSP in report-only mode and tell me how to read the reports.',
        'Add a test that checks the headers on a few routes.',
        'Are there inline scripts we need to move out?',
      ],
    },
    {
      title: 'Add brute-force protection to the login endpoint',
      repos: ['lumen-patient-api', 'brightline-portal'],
      request: 'Credential-stuffing attempts hit the login endpoint every night. Add rate limiting per account and per IP, with progressive delays, and tests that prove it works.',
      correction: 'Correction: do not lock accounts outright, attackers can use that to lock out real patients. Use delays and a CAPTCHA step instead.',
      followups: [
        'How do we keep the error messages from revealing whether an account exists?',
        'Where do the counters live, given we run several instances?',
        'Log the blocked attempts in a form the SOC can query.',
      ],
    },
    {
      title: 'Scan uploaded files for malware before storing them',
      repos: ['kestrel-uploads'],
      request: 'Uploaded claim documents go straight to storage. Scan them with the ClamAV sidecar before they are stored, reject infected files, and keep the upload fast for clean ones.',
      correction: 'I was wrong: rejected files must be kept in a quarantine bucket for 30 days for the fraud team, not deleted.',
      followups: [
        'What happens when the scanner is down? Fail closed, but tell me the user-facing behaviour.',
        'Add a test with the EICAR test string.',
        'How much latency does the scan add for a 10 MB PDF?',
      ],
    },
  ],
  followups: [
    'Do not include any real customer data in tests or fixtures.',
    'Please write up the finding as you would for the security channel: impact, affected versions, fix.',
    'Is there a way to detect past exploitation in the logs?',
    'Keep exploit payloads out of the commit messages.',
  ],
};
