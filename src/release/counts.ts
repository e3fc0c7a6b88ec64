/**
 * What a validation run counted in a release: rows per file and the headline counts a reader
 * compares with the paper (effective verdicts after Appendix-B de-duplication, runs, E0 runs,
 * rules, tasks, models by cohort, non-coding attempts, audit rows).
 */
import { emptyEffectiveCounts, type EffectiveCounts } from './cascade.ts';
import { defaultConsensusThreshold } from './consensus.ts';
import { RELEASE_FILE_NAMES, type ReleaseFileName } from './schemas.ts';
import {
  AUDIT_KINDS, COHORTS, E0_DIRECTIONS, E0_OUTCOMES, PRIOR_LABELS, RUN_STATUSES, VERDICTS,
  type AuditKind, type Cohort, type PriorLabel, type Verdict,
} from './vocab.ts';

export interface ReleaseCounts {
  /** Lines per data file (records, including any that failed their checks). */
  rows: Record<ReleaseFileName, number>;
  verdicts: {
    /** Raw verdicts as the release records them. */
    raw: Record<Verdict, number>;
    /** After Appendix-B de-duplication. */
    effective: EffectiveCounts;
    /** Rows whose method involves the judge (llm_judge, hybrid). */
    judgeInvolved: number;
    /** Rows in some cascade group. */
    inCascade: number;
  };
  runs: { total: number; byStatus: Record<(typeof RUN_STATUSES)[number], number> };
  e0: {
    runs: number;
    builds: number;
    byDirection: Record<(typeof E0_DIRECTIONS)[number], number>;
    byOutcome: Record<(typeof E0_OUTCOMES)[number], number>;
  };
  rules: { total: number; byPriorLabel: Record<PriorLabel, number>; recoverableAt5of9: number };
  tasks: { panel: number; dropped: number };
  models: { total: number; byCohort: Record<Cohort, number> };
  probe: { rows: number; builds: number };
  noncoding: { cases: number; attempts: { valid: number; invalid: number } };
  judgeAudit: Record<AuditKind, number>;
}

const zeros = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export function emptyReleaseCounts(): ReleaseCounts {
  return {
    rows: zeros(RELEASE_FILE_NAMES),
    verdicts: { raw: zeros(VERDICTS), effective: emptyEffectiveCounts(), judgeInvolved: 0, inCascade: 0 },
    runs: { total: 0, byStatus: zeros(RUN_STATUSES) },
    e0: { runs: 0, builds: 0, byDirection: zeros(E0_DIRECTIONS), byOutcome: zeros(E0_OUTCOMES) },
    rules: { total: 0, byPriorLabel: zeros(PRIOR_LABELS), recoverableAt5of9: 0 },
    tasks: { panel: 0, dropped: 0 },
    models: { total: 0, byCohort: zeros(COHORTS) },
    probe: { rows: 0, builds: 0 },
    noncoding: { cases: 0, attempts: { valid: 0, invalid: 0 } },
    judgeAudit: zeros(AUDIT_KINDS),
  };
}

const n = (x: number) => x.toLocaleString('en-US');
const parts = (record: Record<string, number>) => Object.entries(record).map(([k, v]) => `${k} ${n(v)}`).join(', ');

/** A readable multi-line summary (what `npm run validate` prints on success). */
export function formatReleaseCounts(c: ReleaseCounts): string[] {
  const e = c.verdicts.effective;
  return [
    `models: ${n(c.models.total)} (${parts(c.models.byCohort)})`,
    `rules: ${n(c.rules.total)} (prior ${parts(c.rules.byPriorLabel)}; recoverable at the 5/9 consensus, ${defaultConsensusThreshold(c.probe.builds)} of ${n(c.probe.builds)} probe builds: ${n(c.rules.recoverableAt5of9)})`,
    `tasks: panel ${n(c.tasks.panel)}, dropped ${n(c.tasks.dropped)}`,
    `runs: ${n(c.runs.total)} (${parts(c.runs.byStatus)})`,
    `verdicts: ${n(c.rows.verdicts)} rows; qualifying ${n(e.qualifying)}, n/a ${n(e.na)}, partial ${n(e.partial)} (after Appendix-B de-duplication; ${n(e.collapsed)} collapsed)`,
    `  raw: ${parts(c.verdicts.raw)}; effective pass ${n(e.pass)}, fail ${n(e.fail)}; judge-involved rows ${n(c.verdicts.judgeInvolved)}; rows in a cascade ${n(c.verdicts.inCascade)}`,
    `probe: ${n(c.probe.rows)} rows from ${n(c.probe.builds)} builds`,
    `e0: ${n(c.e0.runs)} runs from ${n(c.e0.builds)} builds (${parts(c.e0.byDirection)}; ${parts(c.e0.byOutcome)})`,
    `judge audit: ${parts(c.judgeAudit)}`,
    `non-coding: ${n(c.noncoding.cases)} cases; attempts valid ${n(c.noncoding.attempts.valid)}, invalid ${n(c.noncoding.attempts.invalid)}`,
    `rows per file: ${parts(c.rows)}`,
  ];
}
