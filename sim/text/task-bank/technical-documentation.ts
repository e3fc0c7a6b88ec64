import type { ScenarioBank } from './types.ts';

export const TECHNICAL_DOCUMENTATION: ScenarioBank = {
  repos: [
    { name: 'ledgerline', about: 'a Go bookkeeping service whose docs live in `docs/` and are published with MkDocs' },
    { name: 'quarry-kv', about: 'a Rust key-value store with rustdoc API docs and an mdBook guide' },
    { name: 'parcelo-sdk', about: 'the TypeScript SDK for the Parcelo API, documented with TypeDoc and a Docusaurus site' },
    { name: 'cobalt-ros-stack', about: 'a ROS 2 robotics stack whose README and wiki are the only documentation' },
  ],
  goals: [
    {
      title: 'Write a getting-started guide for new contributors',
      repos: ['cobalt-ros-stack', 'ledgerline'],
      request: 'New contributors take two days to get a working setup. Write a getting-started guide: prerequisites, clone, build, run the tests, and make a first change. Verify each step as you write it.',
      correction: 'Correction: we dropped Docker for local development last month. Use the native toolchain instructions, and mention Docker only for the integration tests.',
      followups: [
        'Which steps failed for you when you tried them? Fix the docs or tell me what is broken.',
        'Add a troubleshooting section with the three most common errors.',
        'Link the guide from the README.',
      ],
    },
    {
      title: 'Document the public API with examples',
      repos: ['quarry-kv', 'parcelo-sdk'],
      request: 'Half the public functions have no doc comments. Add doc comments with a short example to every exported item in the client module, and make the examples compile as doctests.',
      correction: 'Wait, the `internal` submodule is exported only for tests. Do not document it; hide it from the docs instead.',
      followups: [
        'Run the doc build and fix every warning.',
        'Please keep examples short: one concept each.',
        'Which functions were hard to document because their behaviour is unclear? List them.',
      ],
    },
    {
      title: 'Write a migration guide for the v3 release',
      repos: ['parcelo-sdk'],
      request: 'v3 renames several options and changes the retry defaults. Write a migration guide from v2: every breaking change, before/after code, and how to detect affected code.',
      correction: 'I forgot: `timeoutMs` was not removed, it is deprecated and still works until v4. Fix that entry.',
      followups: [
        'Cross-check the guide against the actual diff between the v2 and v3 tags.',
        'Add a codemod command if one exists, otherwise say so.',
        'Put the most common change first.',
      ],
    },
    {
      title: 'Write an architecture overview with diagrams',
      repos: ['ledgerline', 'quarry-kv'],
      request: 'We need an architecture overview for the docs site: components, data flow, where state lives, and the main failure modes. Use Mermaid diagrams so they stay in the repo.',
      correction: 'Sorry, the cache layer I mentioned was removed; requests go straight to storage now. Please check the code instead of my description.',
      followups: [
        'Add a short "Where to start reading the code" section.',
        'Check that the diagrams render on the docs site.',
        'Keep it to what is true today; put plans in a separate section.',
      ],
    },
    {
      title: 'Turn the incident notes into a runbook',
      repos: ['cobalt-ros-stack', 'ledgerline'],
      request: 'Here are our notes from the last three outages (in `notes/incidents/`). Turn them into a runbook for on-call: symptoms, checks, commands to run, and when to escalate.',
      correction: 'Correction: escalation goes to the platform rotation now, not to the database team. Update every escalation step.',
      followups: [
        'Test every command in the runbook against staging where you can.',
        'Add a quick-reference table at the top.',
        'Mark any step you could not verify.',
      ],
    },
    {
      title: 'Document the configuration options',
      repos: ['ledgerline', 'cobalt-ros-stack'],
      request: 'Configuration options are only discoverable by reading the code. Generate or write a reference page listing every option with type, default, and an example, and keep it in sync with the code.',
      correction: 'I said generate it at build time, but the docs site cannot run our code. Generate it with a script and commit the output, with a CI check that it is current.',
      followups: [
        'Group options by subsystem.',
        'Point out options that are set but never read.',
        'Add the script to the contributing guide.',
      ],
    },
    {
      title: 'Write a tutorial for the streaming API',
      repos: ['parcelo-sdk', 'quarry-kv'],
      request: 'Users keep asking how to use the streaming API. Write a step-by-step tutorial that builds a small working example, explains back-pressure and error handling, and links to the reference.',
      correction: 'I forgot: the callback style is deprecated. Use the async-iterator style throughout and mention the old style only in a note.',
      followups: [
        'Run the tutorial code end to end and paste nothing that you did not run.',
        'Add the tutorial to the sidebar or summary so it is discoverable.',
        'Keep it under fifteen minutes of reading.',
      ],
    },
  ],
  followups: [
    'Please check every link you added.',
    'Keep the tone consistent with the rest of the docs.',
    'Run the docs build locally and tell me if anything changed elsewhere.',
    'Who is the audience for this page? Write the first paragraph for them.',
  ],
};
