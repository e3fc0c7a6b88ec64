/**
 * Step "derive": the derived release tables (src/metrics/<table>.sql) and the checks that
 * make their numbers trustworthy: one derived row per input row, every judge verdict equal to
 * the majority of its votes, every verdict placed on a surface, and the effective counts equal
 * to the validator's (computed independently in TypeScript, src/release/cascade.ts).
 */
import type { ReleaseCounts } from '../release/counts.ts';
import { materialise, rows } from './db.ts';
import type { BuildContext } from './context.ts';

/** Derived tables in dependency order; each is also written as parquet/<name>.parquet. */
export const DERIVED_TABLES = ['models', 'rules', 'tasks', 'runs', 'verdicts', 'probe', 'e0_pairs', 'e0', 'judge_audit', 'noncoding_cases', 'noncoding'] as const;

/** Sort order of each derived table's Parquet file. */
export const DERIVED_ORDER: Record<(typeof DERIVED_TABLES)[number], string> = {
  models: 'model_id', rules: 'rule_id', tasks: 'task_id', runs: 'model_id, task_id, round, run_id', verdicts: 'verdict_id',
  probe: 'rule_id, probe_model_id', e0_pairs: 'conflict_pair', e0: 'build_id, execution_order, e0_run_id',
  judge_audit: 'kind, audit_id', noncoding_cases: 'case_id', noncoding: 'model_id, case_id, attempt, attempt_id, rule_id',
};

/** Makes every derived table, then checks them against the validator's counts. */
export async function deriveTables(ctx: BuildContext, counts: ReleaseCounts): Promise<void> {
  const c = ctx.connection;
  for (const name of DERIVED_TABLES) await materialise(c, name);
  const [check] = await rows(c, `
    SELECT (SELECT count(*) FROM raw_verdicts)::BIGINT AS raw_rows,
           (SELECT count(*) FROM verdicts)::BIGINT AS derived_rows,
           (SELECT count(*) FILTER (WHERE verdict = 'pass') FROM verdicts)::BIGINT AS pass,
           (SELECT count(*) FILTER (WHERE verdict = 'fail') FROM verdicts)::BIGINT AS fail,
           (SELECT count(*) FILTER (WHERE verdict = 'na') FROM verdicts)::BIGINT AS na,
           (SELECT count(*) FILTER (WHERE verdict = 'partial') FROM verdicts)::BIGINT AS partial,
           (SELECT count(*) FILTER (WHERE qualifying) FROM verdicts)::BIGINT AS qualifying,
           (SELECT count(*) FILTER (WHERE collapsed) FROM verdicts)::BIGINT AS collapsed`);
  if (check!.raw_rows !== check!.derived_rows) {
    throw new Error(`derive: verdicts.sql made ${String(check!.derived_rows)} rows from ${String(check!.raw_rows)} input rows (a rule placed twice in a task, or a rule missing from rules.jsonl)`);
  }
  const badVotes = await rows(c, `SELECT verdict_id, raw_verdict, votes_majority FROM verdicts WHERE judge_involved AND votes_majority IS DISTINCT FROM raw_verdict ORDER BY verdict_id LIMIT 5`);
  if (badVotes.length > 0) {
    throw new Error(`verdicts.jsonl: field verdict: not the majority of votes for ${badVotes.map((b) => `${String(b.verdict_id)} (verdict ${String(b.raw_verdict)}, majority ${String(b.votes_majority)})`).join(', ')}`);
  }
  const unplaced = await rows(c, `SELECT verdict_id, task_id, rule_id FROM verdicts WHERE surface IS NULL ORDER BY verdict_id LIMIT 5`);
  if (unplaced.length > 0) {
    throw new Error(`verdicts.jsonl: field rule_id: rule not injected in the verdict's task for ${unplaced.map((u) => `${String(u.verdict_id)} (${String(u.task_id)}, ${String(u.rule_id)})`).join(', ')}`);
  }
  const expected = counts.verdicts.effective;
  const mismatches = (['pass', 'fail', 'na', 'partial', 'qualifying', 'collapsed'] as const)
    .filter((k) => Number(check![k]) !== expected[k])
    .map((k) => `${k}: SQL ${String(check![k])}, validator ${expected[k]}`);
  if (mismatches.length > 0) throw new Error(`derive: effective verdict counts disagree with the validator's (cascade de-duplication): ${mismatches.join('; ')}`);
  ctx.log(`derive: ${String(check!.derived_rows)} verdict rows; qualifying ${String(check!.qualifying)}, n/a ${String(check!.na)} (${String(check!.collapsed)} collapsed), partial ${String(check!.partial)}; counts agree with the validator`);
}
