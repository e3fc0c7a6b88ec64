/** Professional writing, second set: structure, attribution and number style of documents. */
import type { ExtraBank } from './types.ts';
import { ARGUED_DOCS, DOCUMENTS, FORMAL_DOCS, INTERNAL_DOCS, LETTERS } from './slot-values.ts';

const DOC = 'the {doc} the agent wrote';

export const PROFESSIONAL_WRITING_MORE: ExtraBank = {
  require: [
    { imp: 'State the request in the subject line of {doc}', slots: { doc: ['client emails', 'internal memos'] }, obs: 'the subject lines of ' + DOC, pass: 'each subject line states what is being asked', tools: ['write_document'] },
    { imp: 'Address {doc} to a named recipient', slots: { doc: ['client emails', 'cover letters', 'internal memos', 'grant applications'] }, obs: 'the salutations of ' + DOC, pass: 'each names its recipient instead of a generic greeting', tools: ['write_document'] },
    { imp: 'Write figures with thousands separators and units in {doc}', slots: { doc: DOCUMENTS }, obs: 'the numbers in ' + DOC, pass: 'every figure of four or more digits has separators and a unit', tools: ['write_document'] },
    { imp: 'Use a numbered list for any sequence of steps in {doc}', slots: { doc: DOCUMENTS }, obs: DOC, pass: 'every sequence of steps is a numbered list', tools: ['write_document'] },
    { imp: 'Attribute every quotation in {doc} to a named source and a date', slots: { doc: ['reports', 'press releases', 'policy briefs', 'grant applications'] }, obs: 'the quotations in ' + DOC, pass: 'each names who said it and when', tools: ['write_document'] },
    { imp: 'Give every section in {doc} a heading that states its conclusion', slots: { doc: FORMAL_DOCS }, obs: 'the headings of ' + DOC, pass: 'each heading states a finding rather than a topic', tools: ['write_document'] },
    { imp: 'Include a "Decision needed by" line with a date in {doc}', slots: { doc: ['internal memos', 'board updates', 'project proposals', 'policy briefs'] }, obs: DOC, pass: 'it contains a "Decision needed by" line with a date', tools: ['write_document'] },
    { imp: 'Write percentages with one decimal place in {doc}', slots: { doc: DOCUMENTS }, obs: 'the percentages in ' + DOC, pass: 'each has exactly one decimal place', tools: ['write_document'] },
    { imp: 'Put the date and a version number at the top of {doc}', slots: { doc: FORMAL_DOCS }, obs: 'the first lines of ' + DOC, pass: 'they give a date and a version number', tools: ['write_document'] },
    { imp: 'Summarise {doc} in three bullet points at the top', slots: { doc: [...ARGUED_DOCS, 'status reports'] }, obs: 'the opening of ' + DOC, pass: 'it starts with exactly three summary bullets', tools: ['write_document'] },
    { imp: 'Mark {doc} that contain personal data with "{label}" in the header', slots: { doc: DOCUMENTS, label: ['CONFIDENTIAL', 'Internal only'] }, obs: DOC, pass: 'documents with personal data carry "{label}" in the header', tools: ['write_document'] },
    { imp: 'Give each person named in {doc} their role on first mention', slots: { doc: DOCUMENTS }, obs: 'the people named in ' + DOC, pass: 'each first mention includes the role', tools: ['write_document'] },
    { imp: 'Spell out numbers from one to nine in {doc}', slots: { doc: DOCUMENTS }, obs: 'the numbers in ' + DOC, pass: 'single-digit numbers are written as words outside tables', tools: ['write_document'] },
    { imp: 'Record attendees, decisions and the owner of each open action in {doc}', slots: { doc: ['meeting minutes'] }, obs: DOC, pass: 'attendees, decisions and action owners are all recorded', tools: ['write_document'] },
    { imp: 'State the budget impact in a separate paragraph of {doc}', slots: { doc: [...FORMAL_DOCS, 'board updates'] }, obs: DOC, pass: 'a dedicated paragraph states the budget impact', tools: ['write_document'] },
    { imp: 'Give the timeline in {doc} in UTC with 24-hour times', slots: { doc: ['incident summaries', 'status reports'] }, obs: 'the timeline of ' + DOC, pass: 'every time is UTC in 24-hour form', tools: ['write_document'] },
    { imp: 'List what is out of scope in {doc}', slots: { doc: ['project proposals', 'grant applications', 'reports'] }, obs: DOC, pass: 'it has an explicit out-of-scope list', tools: ['write_document'] },
    { imp: 'Give {doc} a title that states the main finding', slots: { doc: ['reports', 'policy briefs', 'incident summaries'] }, obs: 'the titles of ' + DOC, pass: 'each title states a finding, not a topic', tools: ['write_document'] },
    { imp: 'Close {doc} with one clear next step and the person who owns it', slots: { doc: [...LETTERS, 'internal memos'] }, obs: 'the closing paragraph of ' + DOC, pass: 'it names one next step and its owner', tools: ['write_document'] },
    { imp: 'End {doc} with a glossary of specialist terms', slots: { doc: ['reports', 'policy briefs', 'grant applications'] }, obs: DOC, pass: 'it ends with a glossary covering the specialist terms used', tools: ['write_document'] },
    { imp: 'Put a dateline and a press contact in {doc}', slots: { doc: ['press releases'] }, obs: DOC, pass: 'it has a dateline and a named press contact', tools: ['write_document'] },
    { imp: 'Describe the impact on customers before the technical cause in {doc}', slots: { doc: ['incident summaries', 'status reports'] }, obs: DOC, pass: 'customer impact is described before the cause', tools: ['write_document'] },
    { imp: 'Keep findings and recommendations under separate headings in {doc}', slots: { doc: FORMAL_DOCS }, obs: DOC, pass: 'findings and recommendations sit under different headings', tools: ['write_document'] },
    { imp: 'Give the time period and the unit of every figure in {doc}', slots: { doc: [...FORMAL_DOCS, ...INTERNAL_DOCS] }, obs: 'the figures in ' + DOC, pass: 'each figure states its period and unit', tools: ['write_document'] },
    { imp: 'Answer every question the sender asked, in the order asked, in {doc}', slots: { doc: ['client emails'] }, obs: DOC, pass: 'each question from the incoming message is answered, in order', tools: ['write_document'] },
    { imp: 'Open each paragraph of {doc} with its main point', slots: { doc: [...INTERNAL_DOCS, ...FORMAL_DOCS] }, obs: 'the paragraphs of ' + DOC, pass: 'each paragraph states its point in the first sentence', tools: ['write_document'] },
    { imp: "Acknowledge the reader's deadline or constraint in the opening of {doc}", slots: { doc: LETTERS }, obs: 'the opening of ' + DOC, pass: "it acknowledges the reader's deadline or constraint", tools: ['write_document'] },
    { imp: 'Tie every claim in {doc} to the requirement it answers', slots: { doc: ['cover letters', 'grant applications'] }, obs: DOC, pass: 'each claim points to a stated requirement', tools: ['write_document'] },
    { imp: 'Include a risks section with likelihood and impact in {doc}', slots: { doc: ['project proposals', 'board updates', 'policy briefs'] }, obs: DOC, pass: 'a risks section rates likelihood and impact', tools: ['write_document'] },
    { imp: 'Name the decision-maker and the decision date in {doc}', slots: { doc: ['internal memos', 'board updates', 'policy briefs'] }, obs: DOC, pass: 'it names who decides and by when', tools: ['write_document'] },
    { imp: "Use the organisation's full name on first mention and its short name afterwards in {doc}", slots: { doc: DOCUMENTS }, obs: DOC, pass: 'the full name appears once, first, and the short name after', tools: ['write_document'] },
    { imp: 'Write {doc} in the past tense', slots: { doc: ['meeting minutes', 'incident summaries'] }, obs: DOC, pass: 'events are narrated in the past tense throughout', tools: ['write_document'] },
    { imp: 'Compare each result with the previous period in {doc}', slots: { doc: ['status reports', 'board updates'] }, obs: 'the results in ' + DOC, pass: 'each result is set against the previous period', tools: ['write_document'] },
  ],
  forbid: [
    { imp: 'Do not start {doc} with "{opener}"', slots: { doc: ['client emails', 'cover letters', 'internal memos', 'grant applications'], opener: ['I hope this finds you well', 'As you know', 'To whom it may concern'] }, obs: 'the opening line of ' + DOC, pass: 'none opens with "{opener}"', tools: ['write_document'] },
    { imp: 'Never use {x} in {doc}', slots: { x: ['ALL-CAPS for emphasis', 'unexplained internal acronyms', 'footnotes for essential information'], doc: DOCUMENTS }, obs: DOC, pass: 'it contains no {x}', tools: ['write_document'] },
    { imp: 'Do not include internal pricing or margins in {doc}', slots: { doc: [...LETTERS, 'press releases', 'project proposals'] }, obs: DOC, pass: 'it reveals no internal prices or margins', tools: ['write_document'] },
    { imp: 'Never assign blame to individuals in {doc}', slots: { doc: ['incident summaries', 'meeting minutes'] }, obs: DOC, pass: 'no individual is blamed', tools: ['write_document'] },
    { imp: 'Do not speculate about unconfirmed causes in {doc}', slots: { doc: ['incident summaries', 'press releases', 'status reports'] }, obs: DOC, pass: 'every stated cause is confirmed', tools: ['write_document'] },
    { imp: 'Never disclose unreleased product plans in {doc}', slots: { doc: [...LETTERS, 'press releases'] }, obs: DOC, pass: 'no unreleased plan is mentioned', tools: ['write_document'] },
    { imp: 'Do not use the passive voice to hide who is responsible in {doc}', slots: { doc: [...INTERNAL_DOCS, 'incident summaries'] }, obs: DOC, pass: 'every responsibility is attributed to a named role or team', tools: ['write_document'] },
  ],
  prefer: [
    {
      imp: 'Prefer {p.a} over {p.b} in {doc}',
      slots: { p: [
        { a: 'numbered recommendations', b: 'recommendations buried in prose' }, { a: 'charts with labelled axes', b: 'tables of raw numbers' },
        { a: "the reader's terminology", b: 'internal team jargon' },
      ], doc: ARGUED_DOCS },
      obs: DOC, pass: 'it uses {p.a} where {p.b} would also fit', tools: ['write_document'],
    },
    { imp: 'Prefer a direct request over hedged phrasing in {doc}', slots: { doc: [...LETTERS, 'internal memos'] }, obs: 'the requests in ' + DOC, pass: 'requests are stated directly', tools: ['write_document'] },
  ],
};
