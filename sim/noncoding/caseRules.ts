import type { RuleRecord } from '../../src/release/schemas.ts';
import type { Random } from '../../src/stats/random.ts';
import { KNOWN_DOCUMENT_TYPES, type NoncodingDomain } from './domains.ts';

/** Document types a rule summary names, longest first so "status reports" is not also read as "reports". */
function namedDocumentTypes(summary: string): string[] {
  let rest = summary.toLowerCase();
  const named: string[] = [];
  for (const type of [...KNOWN_DOCUMENT_TYPES].sort((x, y) => y.length - x.length)) {
    if (rest.includes(type)) {
      named.push(type);
      rest = rest.split(type).join(' ');
    }
  }
  return named;
}

/** Output-control rules about code, files or tooling make no sense for a prose deliverable. */
const CODING_TERMS = /\b(code|diff|commits?|tests?|ci|paths?|repositor\w*|issues?|pull[- ]requests?|urls?|files?|branch\w*|functions?|logs?|stack|commands?|terminal|dependenc\w*|lint\w*|builds?|root cause|roll\w*|changes?|bugs?|deploy\w*|merge\w*|tool\w*|performance|machines?|benchmark\w*)\b/i;

export function suitsProse(rule: RuleRecord): boolean {
  return !CODING_TERMS.test(rule.summary);
}

/**
 * Picks `count` distinct rules from `pool` for one case of `domain`. Score = fit of the document
 * type the rule names (a type of this domain 4, no type named 2, another domain's type −10, so
 * such rules are only used if nothing else is left) + 0.5 per domain keyword in the summary + a
 * uniform draw in [0, 1) to break ties. The case then samples uniformly among the best `3 × count`
 * so that cases of one domain do not all share the same rules.
 */
export function pickCaseRules(pool: readonly RuleRecord[], domain: NoncodingDomain, count: number, rng: Random): RuleRecord[] {
  if (pool.length < count) throw new Error(`noncoding: need ${count} rules for a ${domain.domain} case but the pool has only ${pool.length}`);
  const scored = pool.map((rule) => {
    const summary = rule.summary.toLowerCase();
    const named = namedDocumentTypes(summary);
    const fit = named.length === 0 ? 2 : named.some((type) => domain.documentTypes.includes(type)) ? 4 : -10;
    const hits = domain.keywords.filter((keyword) => summary.includes(keyword)).length;
    return { rule, score: fit + 0.5 * hits + rng.next() };
  });
  scored.sort((x, y) => y.score - x.score || x.rule.rule_id.localeCompare(y.rule.rule_id));
  const shortlist = scored.slice(0, Math.min(scored.length, 3 * count)).map((entry) => entry.rule);
  const picked: RuleRecord[] = [];
  while (picked.length < count) {
    const [rule] = shortlist.splice(rng.int(shortlist.length), 1);
    if (rule === undefined) throw new Error('noncoding: shortlist exhausted while picking case rules');
    picked.push(rule);
  }
  return picked.sort((x, y) => x.rule_id.localeCompare(y.rule_id));
}
