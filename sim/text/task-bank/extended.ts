/** The five scenarios outside the main panel: mobile, infrastructure, database migration, game development, embedded. */
import type { ScenarioBank } from './types.ts';

export const MOBILE: ScenarioBank = {
  repos: [
    { name: 'parcelo-android', about: 'the Kotlin/Jetpack Compose Android app for Parcelo parcel lockers' },
    { name: 'juniper-ios', about: 'the SwiftUI iOS app of Juniper Travel' },
    { name: 'lumen-companion', about: 'a React Native app for Lumen Health patients, with a shared TypeScript core' },
  ],
  goals: [
    {
      title: 'Fix the crash when the app resumes from background',
      repos: ['parcelo-android'],
      request: 'Crashlytics shows a spike of crashes on resume, mostly on Android 14: a null view model after process death. Reproduce it and fix it.',
      correction: 'Correction: the crash also happens on the booking screen, not only on the parcel list. Check every screen that restores state.',
      followups: ['Can you reproduce process death with adb and describe the steps?', 'Add a test that covers state restoration.', 'Please keep the fix compatible with API level 26.'],
    },
    {
      title: 'Add offline support for saved bookings',
      repos: ['juniper-ios'],
      request: 'Travellers lose their booking details when they have no signal at the airport. Cache saved bookings on the device and show them offline, with a clear "last updated" time.',
      correction: 'Sorry, boarding passes must not be cached in plain storage — use the encrypted store for those.',
      followups: ['How do we expire stale bookings?', 'Add UI tests for the offline banner.', 'What happens if the user logs out while offline?'],
    },
    {
      title: 'Reduce app start time',
      repos: ['lumen-companion', 'parcelo-android'],
      request: 'Cold start is 3.5 seconds on mid-range phones. Profile the start-up path and get it under 2 seconds without removing features.',
      correction: 'I said defer analytics initialisation, but legal needs the consent screen before any analytics call. Make sure the order stays correct.',
      followups: ['Show me the trace before and after.', 'Which libraries initialise eagerly and why?', 'Add a start-up benchmark to CI if you can.'],
    },
    {
      title: 'Support dynamic type and large fonts',
      repos: ['juniper-ios', 'lumen-companion'],
      request: 'Users with large accessibility fonts see clipped text on most screens. Make the main flows work with the largest dynamic type sizes.',
      correction: 'Correction: the ticket screen must keep its fixed layout for scanning; let it scroll instead of reflowing.',
      followups: ['Add snapshot tests at the largest size.', 'List screens you did not get to.', 'Check landscape as well.'],
    },
  ],
  followups: ['Please test on the oldest OS version we support.', 'Does this need a new permission? If so, ask me first.', 'Keep strings in the localisation files.'],
};

export const INFRASTRUCTURE: ScenarioBank = {
  repos: [
    { name: 'platform-terraform', about: 'the Terraform modules and environments for Northwind on AWS' },
    { name: 'k8s-manifests', about: 'Helm charts and Kustomize overlays for the Harbor Analytics Kubernetes clusters' },
    { name: 'edge-config', about: 'Nginx and Envoy configuration for the Tideway Logistics edge proxies, deployed with Ansible' },
  ],
  goals: [
    {
      title: 'Add autoscaling to the worker deployment',
      repos: ['k8s-manifests'],
      request: 'The report workers are either idle or far behind. Add a horizontal autoscaler based on queue depth instead of CPU, with sane minimum and maximum replicas.',
      correction: 'Correction: the queue metric is exposed through the Prometheus adapter as `jobs_pending`, not from the broker directly.',
      followups: ['What happens during a deploy when the autoscaler and the rollout both change replicas?', 'Add a pod disruption budget.', 'Show the rendered manifest diff.'],
    },
    {
      title: 'Move the database credentials to the secrets manager',
      repos: ['platform-terraform'],
      request: 'Database passwords are in Terraform variables and end up in state. Move them to the secrets manager, generate them there, and have the apps read them at start-up.',
      correction: 'Sorry, the reporting replica is managed by another team; leave its credentials alone for now.',
      followups: ['How do we rotate without downtime?', 'Make sure `terraform plan` shows no secret values.', 'List the services that need a config change.'],
    },
    {
      title: 'Tighten the security groups of the staging VPC',
      repos: ['platform-terraform'],
      request: 'Staging security groups allow 0.0.0.0/0 on several ports. Tighten them to what is actually used, based on the flow logs from the last 30 days.',
      correction: 'Hold on, the load-test runners come from a separate account range once a month. Keep that range open on 443.',
      followups: ['Show me the plan before applying anything.', 'Which rules had no traffic at all?', 'Add tags saying why each rule exists.'],
    },
    {
      title: 'Add rate limiting at the edge proxy',
      repos: ['edge-config'],
      request: 'Add rate limiting in the edge proxy for the public tracking endpoint: per IP, with a burst allowance, returning 429. Keep internal traffic exempt.',
      correction: 'I was wrong about the header: the real client IP is in `X-Envoy-External-Address`, not `X-Forwarded-For`.',
      followups: ['How do we test this without hitting production?', 'Add a dashboard query for rejected requests.', 'Document how to raise the limit for a partner.'],
    },
    {
      title: 'Add canary deployments for the API',
      repos: ['k8s-manifests'],
      request: 'Every API release goes to all pods at once. Add a canary step: 10% of traffic for 15 minutes, automatic rollback if the error rate or p99 latency crosses a threshold, then full rollout.',
      correction: 'Correction: the analysis should use the `http_requests_total` metric with the `route` label, not the ingress metrics — those miss internal traffic.',
      followups: ['Show the rendered manifests for the canary resources.', 'What happens to long-lived WebSocket connections during a rollback?', 'Document how to skip the canary for an emergency fix.'],
    },
    {
      title: 'Serve TLS with automatically renewed certificates',
      repos: ['edge-config'],
      request: 'Certificates on the edge proxies are renewed by hand and one expired last month. Automate issuance and renewal with ACME, reload the proxies without dropping connections, and alert two weeks before expiry.',
      correction: 'Sorry, the partner endpoints use certificates from our private CA, not ACME. Leave those alone and only automate the public hostnames.',
      followups: ['How is the reload done without dropping connections?', 'Add the expiry alert rule.', 'Test the renewal against the ACME staging environment.'],
    },
  ],
  followups: ['Run the validators and the plan; do not apply.', 'Keep the modules backwards compatible for the other environments.', 'What does this cost per month?'],
};

export const DATABASE_MIGRATION: ScenarioBank = {
  repos: [
    { name: 'tideway-orders', about: 'a FastAPI service whose PostgreSQL schema is managed with Alembic' },
    { name: 'ledgerline', about: 'a Go bookkeeping service using PostgreSQL with goose migrations' },
    { name: 'mosaic-classroom', about: 'a Next.js app whose MySQL schema is managed with Prisma Migrate' },
  ],
  goals: [
    {
      title: 'Split the address column into structured fields',
      repos: ['tideway-orders', 'mosaic-classroom'],
      request: 'Addresses are one free-text column. Add structured columns (street, postcode, city, country), backfill them from the existing data where parsing is safe, and keep the old column for now.',
      correction: 'Correction: country must be an ISO 3166 alpha-2 code, not the name. Adjust the backfill.',
      followups: ['How many rows could not be parsed? Give me a sample.', 'Make the backfill resumable and batch it.', 'Write the down migration.'],
    },
    {
      title: 'Add a NOT NULL constraint without locking the table',
      repos: ['ledgerline'],
      request: '`payments.currency` should be NOT NULL, but the table has 80 million rows and we cannot lock it. Add the constraint safely on PostgreSQL 15.',
      correction: 'I forgot there are still about 2,000 legacy rows with null currency. They should get `EUR`; confirm with a count first.',
      followups: ['Show me the exact statements and the locks each one takes.', 'How long will validation take on production-size data?', 'Add the migration test.'],
    },
    {
      title: 'Rename the customer table without downtime',
      repos: ['mosaic-classroom', 'tideway-orders'],
      request: 'We want to rename `customers` to `accounts`. Plan and implement an expand/contract migration that keeps the running app working through the deploy.',
      correction: 'Sorry, the reporting service reads `customers` directly with raw SQL. The old name must keep working for one more release.',
      followups: ['List every query that references the old name.', 'Which step is the point of no return?', 'Write the rollback plan.'],
    },
    {
      title: 'Squash old migrations into a baseline',
      repos: ['ledgerline', 'tideway-orders'],
      request: 'We have 600 migrations and new environments take ten minutes to set up. Squash everything older than a year into a baseline schema without affecting existing databases.',
      correction: 'Hold on, one old migration inserts reference data, not just schema. That data must be in the baseline too.',
      followups: ['Prove the baseline produces the same schema as replaying everything.', 'What happens to a database that is halfway through the old chain?', 'Update the docs on creating a new environment.'],
    },
  ],
  followups: ['Test the migration against a copy with realistic data volume.', 'Do not run anything against production.', 'Put the expected run time in the migration comment.'],
};

export const GAME_DEVELOPMENT: ScenarioBank = {
  repos: [
    { name: 'fennec-platformer', about: 'a Godot 4 platformer written in GDScript by Fennec Games' },
    { name: 'starlane-tactics', about: 'a Unity turn-based tactics game with C# gameplay code' },
    { name: 'pixel-arena', about: 'a multiplayer browser game in TypeScript with a WebSocket server' },
  ],
  goals: [
    {
      title: 'Fix jitter in the camera follow',
      repos: ['fennec-platformer', 'starlane-tactics'],
      request: 'The camera stutters when the player moves at high speed, especially at 144 Hz. Fix the camera follow so it is smooth at any frame rate.',
      correction: 'Correction: the stutter also shows at 60 Hz with physics interpolation off. It is not only a high-refresh problem.',
      followups: ['Does the fix change how the camera feels at normal speed?', 'Make the smoothing configurable in the inspector.', 'Record a before/after capture description for the team.'],
    },
    {
      title: 'Add a save system with versioned save files',
      repos: ['fennec-platformer', 'starlane-tactics'],
      request: 'Add save and load for player progress, inventory and settings. Save files must be versioned so future updates can migrate old saves.',
      correction: 'Sorry, settings should not be in the save slot at all — they are per device. Keep them in a separate file.',
      followups: ['What happens if the game crashes during a save?', 'Add a test that loads a version-1 save into the current version.', 'How big is a typical save?'],
    },
    {
      title: 'Make the server authoritative for player movement',
      repos: ['pixel-arena'],
      request: 'Players can teleport by editing client messages. Make the server authoritative for movement with client-side prediction and reconciliation.',
      correction: 'I said reject any correction over 1 unit, but lag spikes make that too strict. Use a speed-based tolerance instead.',
      followups: ['How does this feel at 150 ms latency?', 'Add a bot test that tries the teleport exploit.', 'Log suspected cheats, do not ban automatically.'],
    },
  ],
  followups: ['Keep the frame time under budget on the minimum-spec machine.', 'Do not touch the art assets.', 'Explain the change in terms a designer would understand.'],
};

export const EMBEDDED: ScenarioBank = {
  repos: [
    { name: 'cobalt-motor-fw', about: 'C firmware for Cobalt Robotics motor controllers on an STM32G4 with FreeRTOS' },
    { name: 'oakridge-meter', about: 'Zephyr RTOS firmware for Oakridge Energy smart meters on an nRF52840' },
    { name: 'sensor-hub', about: 'a Rust no_std firmware (Embassy) for an environmental sensor hub on an RP2040' },
  ],
  goals: [
    {
      title: 'Fix the watchdog reset under heavy CAN traffic',
      repos: ['cobalt-motor-fw'],
      request: 'The controller resets about once an hour when the CAN bus is busy. The watchdog is not being fed in time. Find out which task starves and fix it.',
      correction: 'Correction: the resets also happen with CAN idle if logging is at debug level. Look at the UART logging path too.',
      followups: ['What is the worst-case execution time of the CAN ISR now?', 'Please keep RAM use within the current budget.', 'Add a test on the simulator if possible.'],
    },
    {
      title: 'Add over-the-air firmware update with rollback',
      repos: ['oakridge-meter'],
      request: 'Implement OTA updates using the existing dual-bank flash layout: download, verify the signature, swap, and roll back automatically if the new image does not confirm itself within a minute.',
      correction: 'Sorry, the signature key is ECDSA P-256, not Ed25519. Use the crypto library we already link.',
      followups: ['What happens if power fails during the swap?', 'How much flash does this add?', 'Document the image format.'],
    },
    {
      title: 'Cut power use in idle mode',
      repos: ['sensor-hub', 'oakridge-meter'],
      request: 'The sensor hub drains its battery in three weeks; the target is three months. Reduce idle power: sleep between readings, turn off peripherals, batch radio transmissions.',
      correction: 'I said batch transmissions hourly, but alarms must still go out immediately. Keep an urgent path.',
      followups: ['Estimate the new battery life from your measurements.', 'Which peripheral was the biggest drain?', 'Keep the sampling interval configurable.'],
    },
  ],
  followups: ['Please check the stack high-water marks after your change.', 'Do not use dynamic allocation in the new code.', 'Build for the release profile and report the binary size.'],
};
