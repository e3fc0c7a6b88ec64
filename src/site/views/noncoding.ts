/**
 * The non-coding page's words (Table 8's extension), from the release: its cases' domains, the
 * rules the cases name (professional-writing ones and ones outside the coding panel) and the
 * cohort — never the paper's own description of its extension ("five domains", "professional-writing
 * rules live here"), which need not hold for the loaded release.
 */
import { formatNumber } from '../format.ts';

/** "1 case", "2,000 cases". */
function counted(n: number, noun: string): string {
  return `${formatNumber(n, ',d')} ${noun}${n === 1 ? '' : 's'}`;
}

export interface NoncodingInput {
  /** The release's non-coding cases (parquet/noncoding_cases.parquet). */
  cases: { case_id: string; domain: string; rule_ids: string[] }[];
  /** The rule library (entities/rules.json): family and whether the coding panel uses the rule. */
  rules: { rule_id: string; family: string; in_panel: boolean }[];
  /** Models of Table 8, and the coding panel's. */
  noncodingBuilds: string[];
  panelBuilds: string[];
}

export function noncodingView(a: NoncodingInput): { cases: string; cohort: string; rules: string } {
  const domains = new Set(a.cases.map((c) => c.domain));
  const cases = a.cases.length === 0 ? 'no case'
    : `${counted(a.cases.length, 'case')} in ${domains.size === 1 ? 'one domain' : `${domains.size} domains`}`;
  const n = a.noncodingBuilds.length;
  const alsoPanel = a.noncodingBuilds.filter((id) => a.panelBuilds.includes(id)).length;
  const cohort = n === 0 ? 'no build scored yet' : `${counted(n, 'build')} (${alsoPanel} also in the coding panel)`;
  const named = [...new Set(a.cases.flatMap((c) => c.rule_ids))];
  const byId = new Map(a.rules.map((r) => [r.rule_id, r]));
  const writing = named.filter((id) => byId.get(id)?.family === 'professional_writing').length;
  const outside = named.filter((id) => !byId.get(id)?.in_panel).length;
  const rules = named.length === 0 ? 'Its cases name no rule.'
    : `Its cases name ${counted(named.length, 'rule')}: ${writing === 0 ? 'none' : writing} of the professional-writing family, ${outside === 0 ? 'none' : outside} outside the coding panel.`;
  return { cases, cohort, rules };
}
