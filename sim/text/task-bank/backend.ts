import type { ScenarioBank } from './types.ts';

export const BACKEND: ScenarioBank = {
  repos: [
    { name: 'tideway-orders', about: 'a FastAPI service with PostgreSQL that takes and tracks freight orders for Tideway Logistics' },
    { name: 'parcelo-api', about: 'a Node.js/Express API in TypeScript with Prisma that powers the Parcelo parcel-locker app' },
    { name: 'ledgerline', about: 'a Go service exposing a REST and gRPC API for double-entry bookkeeping at Brightline Bank' },
    { name: 'roster-svc', about: 'a Django REST Framework backend that schedules clinic staff shifts for Lumen Health' },
  ],
  goals: [
    {
      title: 'Add per-client rate limiting to the public API',
      repos: ['parcelo-api', 'tideway-orders'],
      request: "Some integration partners are hammering the public endpoints and we keep getting paged. Can you add per-client rate limiting, keyed on the API key, with a sensible default and a way to override it per client? Return 429 with a Retry-After header when a client is over the limit.",
      correction: "Sorry, I said key on the API key, but some partners share keys across environments. Key it on the client ID from the token claims instead, and fall back to the API key only when there is no token.",
      followups: [
        'What storage are you using for the counters? We run three replicas behind the load balancer, so in-process counters will not work.',
        'Please make the limits configurable from the existing settings module rather than a new file.',
        'Add a metric for rejected requests so we can see who is being throttled on the dashboard.',
      ],
    },
    {
      title: 'Fix duplicate webhook deliveries after retries',
      repos: ['tideway-orders', 'parcelo-api'],
      request: "Customers report getting the same `order.updated` webhook two or three times. I think our retry logic re-sends even when the first attempt actually succeeded but timed out on our side. Can you find out what is going on and fix it?",
      correction: "Actually the timeouts are not the whole story: I just checked the logs and some duplicates are seconds apart with no timeout. Look at the worker that picks jobs from the queue too.",
      followups: [
        'Can you add an idempotency key to the outgoing payload so receivers can de-duplicate on their side as well?',
        'Write a test that reproduces the double delivery before the fix.',
        'How would this behave if the worker crashes right after sending but before marking the job done?',
      ],
    },
    {
      title: 'Add cursor pagination to the list endpoints',
      repos: ['tideway-orders', 'ledgerline'],
      request: "`GET /v1/shipments` and `GET /v1/invoices` return everything in one response and the mobile team is timing out on big accounts. Please add cursor-based pagination (opaque cursor, `limit` parameter) and keep the old behaviour behind a deprecation path for a release.",
      correction: "Wait, I misspoke: invoices must stay sorted by issue date descending, not by ID. Make sure the cursor encodes that ordering.",
      followups: [
        'What happens to the cursor if a row is deleted between two page requests?',
        'Please update the OpenAPI spec so the client generators pick the new parameters up.',
        'Add a test for the last page and for an invalid cursor.',
      ],
    },
    {
      title: 'Move password hashing from SHA-256 to Argon2id',
      repos: ['roster-svc', 'parcelo-api'],
      request: 'Our legacy user table still stores salted SHA-256 hashes. Migrate us to Argon2id without forcing a password reset: re-hash on next successful login and mark which scheme each row uses.',
      correction: "I was wrong about the parameters: security wants memory cost 64 MiB and 3 iterations, not the library defaults. Please use those and keep them in config.",
      followups: [
        'How do we know when every active user has been migrated? A query or a metric would do.',
        'Make sure the login timing does not leak whether the account exists.',
        'Please add tests for both the legacy path and the new one.',
      ],
    },
    {
      title: 'Add an audit log for admin actions',
      repos: ['roster-svc', 'ledgerline'],
      request: 'Compliance wants an audit trail of everything admins do: who changed what, when, and the before/after values. Add an append-only audit log table and record the admin endpoints into it.',
      correction: "Scratch the before/after values for the payment settings — those contain card tokens. Record only which fields changed there.",
      followups: [
        'Can the audit write happen in the same transaction as the change itself?',
        'Add an endpoint for admins to page through the audit log, newest first.',
        'How big will this table get in a year at our current admin traffic?',
      ],
    },
    {
      title: 'Replace the hand-rolled config loader with typed settings',
      repos: ['tideway-orders', 'roster-svc'],
      request: "Config is read from environment variables all over the codebase with ad-hoc defaults. Please introduce one typed settings object that is loaded and validated at startup, and replace the scattered reads.",
      correction: "Hold on, don't fail startup on the optional SMTP settings — staging does not have them. Only the database and auth settings are required.",
      followups: [
        'Please list every environment variable the service reads now, with its default.',
        'The tests set env vars directly in a few places; make them use the settings override instead.',
        'Check that the Docker entrypoint still works with the new loader.',
      ],
    },
    {
      title: 'Make order creation idempotent',
      repos: ['parcelo-api', 'tideway-orders'],
      request: 'Clients retry `POST /orders` when their network drops and we end up with duplicate orders. Add support for an `Idempotency-Key` header: same key and same body returns the original response; same key with a different body is a 422.',
      correction: "Correction: keys should expire after 24 hours, not be kept forever. I mixed that up with the payments service.",
      followups: [
        'Where are you storing the keys, and what happens if two requests with the same key arrive at the same time?',
        'Add tests for the concurrent case if you can make it deterministic.',
        'Document the header in the API reference.',
      ],
    },
    {
      title: 'Add health and readiness endpoints',
      repos: ['ledgerline', 'tideway-orders'],
      request: 'Kubernetes keeps killing pods during slow database failovers. Add a cheap `/healthz` liveness endpoint and a `/readyz` endpoint that checks the database and the cache with short timeouts.',
      correction: 'Actually leave the cache out of readiness — the service works fine without it, just slower. Report it in the response body but do not fail readiness on it.',
      followups: [
        'Make sure neither endpoint needs authentication or shows up in the access logs.',
        'What timeout do you suggest for the database check, given a failover takes about 20 seconds?',
        'Update the deployment manifest to use the new probes.',
      ],
    },
    {
      title: 'Split the monolithic user service into modules',
      repos: ['roster-svc'],
      request: '`users/service.py` is 2,000 lines and everyone edits it. Split it into modules by responsibility (profile, auth, preferences) without changing any behaviour or public import path.',
      correction: 'I forgot: the billing team imports `users.service.get_user_plan` directly. That import path has to keep working.',
      followups: [
        'Can you show me the dependency graph between the new modules before you move code?',
        'Run the whole test suite after each move, not just at the end.',
        'Anything you found that looks like a real bug, list it separately instead of fixing it in this change.',
      ],
    },
    {
      title: 'Add request tracing across services',
      repos: ['ledgerline', 'parcelo-api'],
      request: 'When a payment fails we cannot follow the request across services. Add OpenTelemetry tracing for incoming HTTP requests, database calls and outgoing calls, exported to the collector we already run.',
      correction: 'Correction: do not record SQL parameters or request bodies in spans — they can contain account numbers.',
      followups: [
        'What sampling rate do you suggest for production?',
        'Make sure trace IDs show up in our log lines too.',
        'How much latency does the instrumentation add?',
      ],
    },
  ],
  followups: [
    'Can you check the slow query log pattern for the endpoints you touched?',
    'What would break for existing API clients? Be specific.',
    'Please make sure the new code paths are covered by the integration tests, not only unit tests.',
    'Add structured logging for the new error cases.',
  ],
};
