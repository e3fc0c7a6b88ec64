/** Professional writing, second set: structure, attribution and number style of documents. */
import type { ExtraBank } from './types.ts';
import { DOCUMENTS } from './slot-values.ts';

const DOC = 'the {doc} the agent wrote';

export const PROFESSIONAL_WRITING_MORE: ExtraBank = {
  require: [
    { imp: 'State the request in the subject line of {doc}', slots: { doc: ['client emails', 'internal memos', 'board updates'] }, obs: 'the subject lines of ' + DOC, pass: 'each subject line states what is being asked', tools: ['write_document'] },
    { imp: 'Address {doc} to a named recipient', slots: { doc: ['client emails', 'cover letters', 'internal memos', 'grant applications'] }, obs: 'the salutations of ' + DOC, pass: 'each names its recipient instead of a generic greeting', tools: ['write_document'] },
    { imp: 'Write figures with thousands separators and units in {doc}', slots: { doc: DOCUMENTS }, obs: 'the numbers in ' + DOC, pass: 'every figure of four or more digits has separators and a unit', tools: ['write_document'] },
    { imp: 'Use a numbered list for any sequence of steps in {doc}', slots: { doc: DOCUMENTS }, obs: DOC, pass: 'every sequence of steps is a numbered list', tools: ['write_document'] },
    { imp: 'Attribute every quotation in {doc} to a named source and a date', slots: { doc: DOCUMENTS }, obs: 'the quotations in ' + DOC, pass: 'each names who said it and when', tools: ['write_document'] },
    { imp: 'Give every section in {doc} a heading that states its conclusion', slots: { doc: DOCUMENTS }, obs: 'the headings of ' + DOC, pass: 'each heading states a finding rather than a topic', tools: ['write_document'] },
    { imp: 'Include a "Decision needed by" line with a date in {doc}', slots: { doc: ['internal memos', 'board updates', 'project proposals', 'policy briefs'] }, obs: DOC, pass: 'it contains a "Decision needed by" line with a date', tools: ['write_document'] },
    { imp: 'Write percentages with one decimal place in {doc}', slots: { doc: DOCUMENTS }, obs: 'the percentages in ' + DOC, pass: 'each has exactly one decimal place', tools: ['write_document'] },
    { imp: 'Put the date and a version number at the top of {doc}', slots: { doc: DOCUMENTS }, obs: 'the first lines of ' + DOC, pass: 'they give a date and a version number', tools: ['write_document'] },
    { imp: 'Summarise {doc} in three bullet points at the top', slots: { doc: DOCUMENTS }, obs: 'the opening of ' + DOC, pass: 'it starts with exactly three summary bullets', tools: ['write_document'] },
    { imp: 'Mark {doc} that contain personal data with "{label}" in the header', slots: { doc: DOCUMENTS, label: ['CONFIDENTIAL', 'Internal only'] }, obs: DOC, pass: 'documents with personal data carry "{label}" in the header', tools: ['write_document'] },
    { imp: 'Give each person named in {doc} their role on first mention', slots: { doc: DOCUMENTS }, obs: 'the people named in ' + DOC, pass: 'each first mention includes the role', tools: ['write_document'] },
    { imp: 'Spell out numbers from one to nine in {doc}', slots: { doc: DOCUMENTS }, obs: 'the numbers in ' + DOC, pass: 'single-digit numbers are written as words outside tables', tools: ['write_document'] },
  ],
  forbid: [
    { imp: 'Do not start {doc} with "{opener}"', slots: { doc: DOCUMENTS, opener: ['I hope this finds you well', 'As you know', 'To whom it may concern'] }, obs: 'the opening line of ' + DOC, pass: 'none opens with "{opener}"', tools: ['write_document'] },
    { imp: 'Never use {x} in {doc}', slots: { x: ['ALL-CAPS for emphasis', 'unexplained internal acronyms', 'footnotes for essential information'], doc: DOCUMENTS }, obs: DOC, pass: 'it contains no {x}', tools: ['write_document'] },
  ],
};
