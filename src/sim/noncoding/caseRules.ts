import type { RuleRecord } from '../../lib/release/schemas.ts';
import type { Random } from '../../lib/stats/random.ts';

/**
 * Picks `count` distinct rules from `pool` for one case, preferring rules whose summary mentions
 * one of the domain's keywords (so a legal memo draws citation rules rather than tagline rules).
 * Each rule gets a score = keyword hits + a uniform draw in [0, 1), so keyword hits dominate and
 * the draw breaks ties; the case then samples uniformly among the best `3 × count` so that cases of
 * one domain do not all share the same rules.
 */
export function pickCaseRules(pool: readonly RuleRecord[], keywords: readonly string[], count: number, rng: Random): RuleRecord[] {
  if (pool.length < count) throw new Error(`noncoding: need ${count} rules for a case but the pool has only ${pool.length}`);
  const scored = pool.map((rule) => {
    const summary = rule.summary.toLowerCase();
    const hits = keywords.filter((keyword) => summary.includes(keyword)).length;
    return { rule, score: hits + rng.next() };
  });
  scored.sort((x, y) => y.score - x.score || x.rule.rule_id.localeCompare(y.rule.rule_id));
  const shortlist = scored.slice(0, Math.min(scored.length, 3 * count)).map((entry) => entry.rule);
  const picked: RuleRecord[] = [];
  while (picked.length < count) {
    const index = rng.int(shortlist.length);
    const [rule] = shortlist.splice(index, 1);
    if (rule === undefined) throw new Error('noncoding: shortlist exhausted while picking case rules');
    picked.push(rule);
  }
  return picked.sort((x, y) => x.rule_id.localeCompare(y.rule_id));
}
