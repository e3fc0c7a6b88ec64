/**
 * TEMPORARY placeholder for helper B's judge-audit simulator (src/sim/judgeAudit.ts, not yet
 * committed): audit rows of the three published kinds with the published row counts (116 judge
 * swap, 919 human audit, 65 judge pair) picked from judged verdict rows, labels NOT calibrated to
 * the published κ values. Replaced as soon as simulateJudgeAudit lands.
 */
import type { JudgeAuditRecord, VerdictRecord } from '../lib/release/schemas.ts';
import { seededRandom } from '../lib/stats/random.ts';
import { shuffled } from './util.ts';

export function placeholderJudgeAudit(seed: number, verdicts: readonly VerdictRecord[]): { rows: JudgeAuditRecord[]; invented: { what: string; detail: string }[] } {
  const rng = seededRandom(seed, 'sim/judge-audit-placeholder');
  const judged = shuffled(verdicts.filter((v) => v.votes !== null && (v.verdict === 'pass' || v.verdict === 'fail')), rng);
  const kinds: [JudgeAuditRecord['kind'], number, string, string, number][] = [
    ['judge_swap', 116, 'GPT-5.2 (3 votes)', 'Claude Opus 4.7', 0.38],
    ['human_audit', 919, 'GPT-5.2 (5 votes)', 'human reference', 0.31],
    ['judge_pair', 65, 'GPT-5.2', 'Claude Opus 4.7', 0.25],
  ];
  const rows: JudgeAuditRecord[] = [];
  let next = 0;
  for (const [kind, n, raterA, raterB, flip] of kinds) {
    for (let k = 0; k < n; k++) {
      const v = judged[next++]!;
      const labelB = rng.next() < flip ? (v.verdict === 'pass' ? 'fail' : 'pass') : v.verdict;
      rows.push({ audit_id: `${kind}-${String(k + 1).padStart(4, '0')}`, kind, verdict_id: v.verdict_id, rater_a: raterA, label_a: v.verdict, rater_b: raterB, label_b: labelB, note: 'TEMPORARY placeholder row (judge-audit simulator pending)' });
    }
  }
  return { rows, invented: [{ what: 'Judge audit rows (TEMPORARY placeholder)', detail: 'Placeholder audit rows with the published row counts; labels are not calibrated to the published agreement and kappa values.' }] };
}
