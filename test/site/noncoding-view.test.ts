// The non-coding page's words (src/site/views/noncoding.ts) hold for the loaded release (issue 44):
// the expected sentences are counted by hand from the hand-made inputs below.
import { describe, expect, it } from 'vitest';
import { noncodingView } from '../../src/site/views/noncoding.ts';

const rules = [
  { rule_id: 'R0001', family: 'workflow', in_panel: true },
  { rule_id: 'R0002', family: 'code_style', in_panel: false },
  { rule_id: 'R0101', family: 'professional_writing', in_panel: false },
  { rule_id: 'R0102', family: 'professional_writing', in_panel: false },
];

describe('noncodingView', () => {
  it('a release with one domain and no professional-writing rule says so, not "several domains" or "the professional-writing rules live here"', () => {
    const v = noncodingView({
      cases: [{ case_id: 'NC01', domain: 'legal', rule_ids: ['R0001'] }, { case_id: 'NC02', domain: 'legal', rule_ids: ['R0001', 'R0002'] }],
      rules, noncodingBuilds: ['a', 'z'], panelBuilds: ['a', 'b'],
    });
    // hand: 2 cases, 1 domain; rules named R0001, R0002: 0 professional-writing, 1 (R0002) outside the panel; builds a, z: 1 in the panel.
    expect(v).toEqual({
      cases: '2 cases in one domain',
      cohort: '2 builds (1 also in the coding panel)',
      rules: 'Its cases name 2 rules: none of the professional-writing family, 1 outside the coding panel.',
    });
  });
  it('counts domains and professional-writing rules where there are some', () => {
    const v = noncodingView({
      cases: [{ case_id: 'NC01', domain: 'legal', rule_ids: ['R0101'] }, { case_id: 'NC02', domain: 'medical', rule_ids: ['R0101', 'R0102'] }, { case_id: 'NC03', domain: 'news', rule_ids: [] }],
      rules, noncodingBuilds: ['a'], panelBuilds: ['a'],
    });
    expect(v).toEqual({ cases: '3 cases in 3 domains', cohort: '1 build (1 also in the coding panel)', rules: 'Its cases name 2 rules: 2 of the professional-writing family, 2 outside the coding panel.' });
  });
  it('says when there is nothing: no case, no build, no rule', () => {
    expect(noncodingView({ cases: [], rules, noncodingBuilds: [], panelBuilds: ['a'] })).toEqual({ cases: 'no case', cohort: 'no build scored yet', rules: 'Its cases name no rule.' });
  });
});
