/**
 * Professional writing: register, structure and wording of prose deliverables (reports,
 * emails, memos). Used only by the non-coding extension.
 */
import type { FamilyBank } from './types.ts';
import { ARGUED_DOCS, DOCUMENTS, FORMAL_DOCS, INTERNAL_DOCS } from './slot-values.ts';

const DOC = 'the {doc} the agent wrote';

export const PROFESSIONAL_WRITING: FamilyBank = {
  require: [
    {
      imp: 'Open {doc} with {opener}', slots: { doc: ARGUED_DOCS, opener: ['a one-paragraph executive summary', 'one sentence stating the decision needed', 'a "Bottom line" paragraph'] },
      obs: DOC, pass: 'the first paragraph is {opener}', tools: ['write_document'],
    },
    {
      imp: 'Write dates in {fmt} in {doc}', slots: { fmt: ['ISO 8601 form (`2026-03-14`)', 'day-month-year form with the month spelled out ("14 March 2026")'], doc: DOCUMENTS },
      obs: 'the dates in ' + DOC, pass: 'every date is written in {fmt}', tools: ['write_document'],
    },
    {
      imp: 'Use sentence case for every heading in {doc}', slots: { doc: [...FORMAL_DOCS, ...INTERNAL_DOCS] },
      obs: 'the headings of ' + DOC, pass: 'each heading capitalises only its first word and proper nouns', tools: ['write_document'],
    },
    {
      imp: 'Spell out every acronym on first use in {doc}', slots: { doc: DOCUMENTS },
      obs: DOC, pass: 'each acronym is expanded the first time it appears', tools: ['write_document'], why: 'readers outside the team get these documents',
    },
    {
      imp: 'End {doc} with a list of action items, each with {what}', slots: { doc: INTERNAL_DOCS, what: ['an owner and a due date', 'an owner', 'a due date and a status'] },
      obs: DOC, pass: 'it ends with action items, each giving {what}', tools: ['write_document'],
    },
    {
      imp: 'Use {spelling} spelling consistently in {doc}', slots: { spelling: ['British', 'American'], doc: DOCUMENTS },
      obs: DOC, pass: 'all spellings follow {spelling} conventions', tools: ['write_document'],
    },
    {
      imp: 'Give every figure and table in {doc} a numbered caption', slots: { doc: [...FORMAL_DOCS, 'board updates'] },
      obs: 'the figures and tables of ' + DOC, pass: 'each has a caption starting "Figure n" or "Table n"', tools: ['write_document'],
    },
    {
      imp: 'Cite a source for every statistic in {doc}', slots: { doc: [...FORMAL_DOCS, 'press releases', 'board updates'] },
      obs: 'the numeric claims of ' + DOC, pass: 'each statistic is followed by a citation', tools: ['write_document'], why: 'figures are checked before anything is published',
    },
    {
      imp: 'State the recommendation in the first paragraph of {doc}', slots: { doc: ARGUED_DOCS },
      obs: DOC, pass: 'the first paragraph contains the recommendation', tools: ['write_document'],
    },
    {
      imp: 'Keep a neutral, factual tone in {doc}', slots: { doc: DOCUMENTS },
      obs: DOC, pass: 'it avoids emotive, promotional and blaming language', tools: ['write_document'],
    },
    {
      imp: 'Write {doc} in the {voice}', slots: { doc: DOCUMENTS, voice: ['active voice', 'second person ("you")', 'third person'] },
      obs: DOC, pass: 'the text is written in the {voice}', tools: ['write_document'],
    },
    {
      imp: 'Put the subject line of {doc} in the form `{form}`', slots: { doc: ['client emails', 'internal memos', 'status reports', 'board updates'], form: ['[Project] Topic: action needed by date', 'Topic – decision requested', 'Weekly status: team, week number'] },
      obs: 'the subject line of ' + DOC, pass: 'it follows `{form}`', tools: ['write_document'],
    },
  ],
  forbid: [
    {
      imp: 'Do not use {x} in {doc}', slots: { x: ['exclamation marks', 'rhetorical questions', 'contractions', 'slang', 'marketing superlatives', 'the words "obviously" and "clearly"', 'emoji'], doc: DOCUMENTS },
      obs: DOC, pass: 'it contains no {x}', tools: ['write_document'],
    },
    {
      imp: 'Never name {who} in {doc}', slots: { who: ['individual employees', 'customers', 'patients', 'suppliers under negotiation'], doc: ['reports', 'incident summaries', 'meeting minutes', 'board updates', 'status reports', 'press releases'] },
      obs: DOC, pass: 'no {who} is named', tools: ['write_document'], why: 'documents are forwarded beyond their first readers',
    },
    {
      imp: 'Do not promise {x} in {doc}', slots: { x: ['delivery dates', 'specific outcomes', 'refunds', 'legal conclusions'], doc: DOCUMENTS },
      obs: DOC, pass: 'it makes no commitment about {x}', tools: ['write_document'],
    },
  ],
  conditional_require: [
    {
      imp: 'When {doc} quote a figure, give its source in a footnote', slots: { doc: DOCUMENTS },
      obs: 'the figures quoted in ' + DOC, pass: 'each has a footnote naming its source', tools: ['write_document'],
    },
    {
      imp: 'If {doc} go to an external reader, remove internal project code names', slots: { doc: DOCUMENTS },
      obs: 'externally addressed ' + DOC, pass: 'they contain no internal code names', tools: ['write_document'],
    },
    {
      imp: 'When you disagree with a stated assumption, say so in a separate paragraph headed "{h}"', slots: { h: ['Caveats', 'Points of disagreement', 'Reservations', 'Open questions'] },
      obs: 'the documents the agent wrote', pass: 'disagreements appear in a paragraph headed "{h}"', tools: ['write_document'],
    },
    {
      imp: 'If {doc} recommend spending, state the amount and the budget line', slots: { doc: DOCUMENTS },
      obs: DOC, pass: 'every spending recommendation names an amount and a budget line', tools: ['write_document'],
    },
    {
      imp: 'When {doc} report a delay, give the new date and the reason in the same sentence', slots: { doc: DOCUMENTS },
      obs: DOC, pass: 'each reported delay states the new date and the reason together', tools: ['write_document'],
    },
  ],
  limit_max: [
    {
      imp: 'Keep {doc} to at most {n} words', slots: { doc: DOCUMENTS, n: ['250', '300', '400', '500', '800'] },
      obs: DOC, pass: 'it has at most {n} words', tools: ['write_document'],
    },
    {
      imp: 'Keep paragraphs in {doc} to at most {n} sentences', slots: { doc: DOCUMENTS, n: ['3', '4', '5'] },
      obs: 'the paragraphs of ' + DOC, pass: 'none has more than {n} sentences', tools: ['write_document'],
    },
    {
      imp: 'Keep sentences in {doc} to at most {n} words', slots: { doc: DOCUMENTS, n: ['20', '25', '30'] },
      obs: 'the sentences of ' + DOC, pass: 'none has more than {n} words', tools: ['write_document'],
    },
    {
      imp: 'Use at most {n} heading levels in {doc}', slots: { doc: [...FORMAL_DOCS, ...INTERNAL_DOCS], n: ['2', '3'] },
      obs: 'the headings of ' + DOC, pass: 'no heading is deeper than level {n}', tools: ['write_document'],
    },
  ],
  limit_min: [
    {
      imp: 'Offer at least {n} options, each with a cost and a risk, in {doc}', slots: { n: ['2', '3'], doc: ARGUED_DOCS },
      obs: DOC, pass: 'it presents at least {n} options with a cost and a risk each', tools: ['write_document'],
    },
    {
      imp: 'Include at least {n} references in {doc}', slots: { n: ['3', '5'], doc: ['reports', 'policy briefs', 'grant applications', 'project proposals'] },
      obs: 'the reference list of ' + DOC, pass: 'it lists at least {n} sources', tools: ['write_document'],
    },
  ],
  prefer: [
    {
      imp: 'Prefer {p.a} over {p.b} in {doc}',
      slots: { p: [
        { a: 'plain words', b: 'jargon ("use" over "utilise")' }, { a: 'the active voice', b: 'the passive' }, { a: 'concrete numbers', b: 'vague quantifiers ("42%" over "many")' },
        { a: 'short sentences', b: 'long compound ones' }, { a: 'descriptive headings', b: 'long unbroken text' },
      ], doc: DOCUMENTS },
      obs: DOC, pass: 'it uses {p.a} where {p.b} would also fit', tools: ['write_document'],
    },
  ],
  allow: [
    {
      imp: 'You may use {x} in {doc}', slots: { x: ['bullet lists', 'the first person', 'a short informal greeting'], doc: DOCUMENTS },
      obs: DOC, pass: '{x}, where used, keeps to the register of {doc}', tools: ['write_document'],
    },
  ],
};
