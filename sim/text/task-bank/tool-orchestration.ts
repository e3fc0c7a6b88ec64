import type { ScenarioBank } from './types.ts';

export const TOOL_ORCHESTRATION: ScenarioBank = {
  repos: [
    { name: 'support-agent', about: 'a Python agent framework that answers support tickets by calling internal tools (CRM lookup, refund, knowledge search)' },
    { name: 'mosaic-mcp', about: 'a TypeScript MCP server that exposes Mosaic Learning course data and grading tools to assistants' },
    { name: 'triage-flow', about: 'a LangGraph-style workflow in Python that routes incoming incidents through log search, runbooks and paging tools' },
    { name: 'juniper-concierge', about: 'a Node.js service that orchestrates flight, hotel and payment APIs for a travel-booking assistant' },
  ],
  goals: [
    {
      title: 'Add a refund tool with a confirmation step',
      repos: ['support-agent'],
      request: 'Add a `refund_order` tool to the support agent. It must show the amount and ask the human operator to confirm before calling the payments API, and it must be impossible to refund twice.',
      correction: 'Correction: refunds under 20 EUR do not need confirmation — that was agreed with finance. Everything above still does.',
      followups: [
        'Write a tool description that makes the model use it only when the customer asked for a refund.',
        'Add tests with a fake payments API, including a timeout.',
        'Log every refund call with the ticket ID.',
      ],
    },
    {
      title: 'Expose course search as an MCP tool',
      repos: ['mosaic-mcp'],
      request: 'Add a `search_courses` tool to the MCP server with filters for subject, level and language, returning at most 20 results with IDs the other tools accept.',
      correction: 'Sorry, level is not a number in our data, it is one of `intro`, `core`, `advanced`. Fix the input schema.',
      followups: [
        'Please add input validation errors that tell the model what to fix.',
        'Add an integration test that runs the tool through the MCP inspector.',
        'Document the tool in the server README.',
      ],
    },
    {
      title: 'Make tool calls retry safely in the incident workflow',
      repos: ['triage-flow'],
      request: 'Tool calls in the triage workflow fail intermittently (log search times out). Add retries with back-off for idempotent tools only, and surface failures to the on-call human instead of guessing.',
      correction: 'I said `page_oncall` is idempotent, but it is not — a retry pages twice. Exclude it and de-duplicate pages by incident ID instead.',
      followups: [
        'Mark idempotency in the tool registry rather than in the retry code.',
        'Add a test where log search fails twice and then succeeds.',
        'What does the model see when a tool finally fails?',
      ],
    },
    {
      title: 'Run independent tool calls in parallel',
      repos: ['juniper-concierge'],
      request: 'The concierge calls flight search, hotel search and the loyalty API one after another. Run independent calls in parallel and merge the results, keeping the total under the 10-second budget.',
      correction: 'Actually, hotel search depends on the flight arrival date when the user did not give one. Only parallelise when the dates are known.',
      followups: [
        'What happens when one call is slow but the others are fine?',
        'Add timing logs per call so we can see the critical path.',
        'Please test the partial-failure case.',
      ],
    },
    {
      title: 'Add a tool-call budget and loop detection',
      repos: ['support-agent'],
      request: 'We saw the agent call `kb_search` 40 times in one ticket. Add a per-ticket tool budget and detect repeated identical calls, then hand over to a human with a summary.',
      correction: 'Hmm, identical calls with different pagination cursors are fine. Compare the arguments without the `cursor` field.',
      followups: [
        'Make the budget configurable per tool.',
        'Write the hand-over summary in the ticket, not only in logs.',
        'Add a test that reproduces the 40-call loop from the recorded transcript.',
      ],
    },
    {
      title: 'Return structured errors from every tool',
      repos: ['mosaic-mcp', 'juniper-concierge'],
      request: 'When a tool fails the model gets a raw stack trace and starts guessing. Make every tool return a structured error (code, message, whether retrying can help) and never a stack trace.',
      correction: 'Sorry, validation errors should also list the offending fields; the model fixes its arguments much better that way.',
      followups: [
        'List the error codes you defined and where each is used.',
        'Add tests that check no stack trace ever reaches a tool result.',
        'Update the tool descriptions so the model knows what the codes mean.',
      ],
    },
    {
      title: 'Record and replay tool transcripts in tests',
      repos: ['triage-flow', 'support-agent'],
      request: 'Our tests hit real tools or hand-written mocks that drift. Add a record/replay layer: record tool calls and results from a real run once, then replay them deterministically in tests.',
      correction: 'Correction: recordings must not contain customer names or emails. Scrub them at record time, not at replay time.',
      followups: [
        'How do we re-record when a tool\'s output format changes?',
        'Convert two existing mock-based tests to replays.',
        'What happens on replay if the agent makes a call that was not recorded?',
      ],
    },
    {
      title: 'Add a human hand-off tool',
      repos: ['support-agent', 'juniper-concierge'],
      request: 'Add a `handoff_to_human` tool that the agent calls when it cannot help: it should summarise the conversation, set the ticket priority and stop the agent from replying further.',
      correction: 'I said stop replying, but the agent should still send one message telling the customer a person will take over. Just one.',
      followups: [
        'Write the tool description so the model does not hand off too early.',
        'Add transcript tests for one good and one premature hand-off.',
        'Where does the summary appear for the human agent?',
      ],
    },
    {
      title: 'Expose grading as an MCP tool with permission checks',
      repos: ['mosaic-mcp'],
      request: 'Add a `grade_submission` tool to the MCP server. Only teachers of the course may grade, grades must be between 0 and 100, and every call must be audited.',
      correction: 'Correction: teaching assistants can also grade, but only for their own sections.',
      followups: [
        'What does the tool return when the caller lacks permission?',
        'Add tests for a teacher, a TA in another section, and a student.',
        'Document the tool and its permission model in the README.',
      ],
    },
    {
      title: 'Add a runbook lookup tool to the incident workflow',
      repos: ['triage-flow'],
      request: 'On-call engineers want the workflow to suggest the matching runbook. Add a `find_runbook` tool that searches `runbooks/` by service and symptom and returns the top three with links.',
      correction: 'Sorry, some runbooks are outdated and marked `status: archived` in their front matter. Never return those.',
      followups: [
        'How do you rank results? Keep it simple and explainable.',
        'Add tests with a small fixture set of runbooks.',
        'Make sure the tool result stays short enough for the model context.',
      ],
    },
  ],
  followups: [
    'Please check the JSON schemas of the tools you touched; the model sees them verbatim.',
    'Run the recorded-transcript tests, not just the unit tests.',
    'What does a failure look like from the model\'s side? Show me the exact tool result.',
    'Keep secrets out of tool results.',
  ],
};
