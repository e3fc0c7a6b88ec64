/**
 * Cross-record checks of a release (references, uniqueness, invariants), fed one parsed record at
 * a time in dependency order (models, rules, tasks, runs, e0_pairs, e0, probe, noncoding_cases,
 * noncoding_attempts, judge_audit, verdicts) and finished by `finish()`.
 *
 * Memory: the small files are kept as compact maps; verdicts (up to millions of rows) keep only
 * integer keys in `DuplicateKeyLog`s, per-run cascade rows, and the raw verdict of the few rows
 * the judge audit points to. Every problem names file, line and field.
 */
import { countEffectiveVerdicts, type CascadeRow } from './cascade.ts';
import { consensusLabel, defaultConsensusThreshold } from './consensus.ts';
import type { ReleaseCounts } from './counts.ts';
import { DuplicateKeyLog } from './key-log.ts';
import type { ProblemLog, ReleaseProblem } from './problems.ts';
import { TaskShapeNotes } from './task-shape.ts';
import type {
  E0PairRecord, E0Record, JudgeAuditRecord, ModelRecord, NoncodingAttemptRecord, NoncodingCaseRecord,
  ProbeRecord, ReleaseFileName, RuleRecord, RunRecord, TaskRecord, VerdictRecord,
} from './schemas.ts';
import {
  CONFIGURABLE_SURFACES, JUDGE_METHODS, type Cohort, type PriorLabel, type ScoringMethod, type Surface, type Verdict,
} from './vocab.ts';

interface ModelInfo { cohorts: ReadonlySet<Cohort>; probeTwin: string | null; line: number }
interface RuleInfo { method: ScoringMethod; admissible: ReadonlySet<Surface>; priorLabel: PriorLabel; zeroInjection: boolean; line: number }
interface TaskInfo { dropped: boolean; injected: ReadonlyMap<string, Surface> }
interface CascadeEntry extends CascadeRow { line: number }
interface AuditInfo { line: number; kind: JudgeAuditRecord['kind']; verdictId: string; labelA: Verdict }
interface E0Group { ab: number; ba: number; firstLine: number; label: string }
interface E0Build { orders: Map<number, number>; lastAb: { order: number; line: number } | null; ba: { order: number; line: number }[] }

const SURFACE_ORDER = new Map<string, number>(CONFIGURABLE_SURFACES.map((s, i) => [s, i]));

export class ReleaseChecker {
  private readonly problems: ProblemLog;
  private readonly counts: ReleaseCounts;
  /** Display names of the data files (e.g. "verdicts.jsonl.gz"). */
  private readonly fileName: Record<ReleaseFileName, string>;
  /** Files read to the end: references into a file that could not be read are not checked (one problem, not millions). */
  private readonly complete = new Set<ReleaseFileName>();

  private readonly models = new Map<string, ModelInfo>();
  /** Dense index of every (model, task, round) seen, runs file first: keys of the compact verdict logs. */
  private readonly runIndex = new Map<string, number>();
  private readonly runByIndex: string[] = [];
  private readonly rules = new Map<string, RuleInfo>();
  private readonly tasks = new Map<string, TaskInfo>();
  private readonly runs = new Map<number, number>(); // run index → line of its run record
  /** Runs that did not complete (run index → status): they have no verdicts. */
  private readonly unfinishedRuns = new Map<number, RunRecord['status']>();
  private readonly e0Pairs = new Set<string>();
  private readonly e0Groups = new Map<string, E0Group>();
  private readonly e0Builds = new Map<string, E0Build>();
  private readonly probeCounts = new Map<string, Record<PriorLabel, number>>();
  private readonly probeBuilds = new Set<string>();
  private readonly ncCases = new Map<string, ReadonlySet<string>>();
  private readonly ncAttempts = new Map<string, number>();
  private readonly audits: AuditInfo[] = [];
  /** Raw verdict of each verdict the audit points to, by verdictNumber (filled while verdicts stream). */
  private readonly auditedVerdicts = new Map<number, Verdict | null>();
  private readonly verdictIds = new DuplicateKeyLog();
  private readonly verdictInstances = new DuplicateKeyLog();
  private readonly cascades = new Map<number, Map<string, CascadeEntry[]>>();
  /** Generic primary keys of the small files: key → first line. */
  private readonly keys = new Map<ReleaseFileName, Map<string, number>>();
  /** Panel tasks shaped unlike the paper's (notes, not problems). */
  private readonly taskShape = new TaskShapeNotes();

  constructor(problems: ProblemLog, counts: ReleaseCounts, fileName: Record<ReleaseFileName, string>) {
    this.problems = problems;
    this.counts = counts;
    this.fileName = fileName;
  }

  markComplete(name: ReleaseFileName): void {
    this.complete.add(name);
  }

  private problem(name: ReleaseFileName, line: number | null, field: string, message: string): void {
    this.problems.at(this.fileName[name], line, field, message);
  }

  /** Records a primary key (small files); reports a duplicate with the first line. */
  primaryKey(name: ReleaseFileName, line: number, fields: readonly string[], values: readonly unknown[]): void {
    let seen = this.keys.get(name);
    if (seen === undefined) this.keys.set(name, (seen = new Map()));
    const key = JSON.stringify(values);
    const first = seen.get(key);
    if (first !== undefined) this.problem(name, line, fields.join('+'), `duplicate key ${values.map((v) => JSON.stringify(v)).join(', ')} (first on line ${first})`);
    else seen.set(key, line);
  }

  // ---- references -------------------------------------------------------------------------

  /** Checks a model reference (and optionally its cohort); returns false when it dangles. */
  private modelRef(name: ReleaseFileName, line: number, field: string, id: string, cohort: Cohort | null): boolean {
    if (!this.complete.has('models')) return true;
    const model = this.models.get(id);
    if (model === undefined) {
      this.problem(name, line, field, `unknown model "${id}" (not in ${this.fileName.models})`);
      return false;
    }
    if (cohort !== null && !model.cohorts.has(cohort)) {
      this.problem(name, line, field, `model "${id}" is not in the ${cohort} cohort (its cohorts: ${[...model.cohorts].join(', ')})`);
    }
    return true;
  }

  private ruleRef(name: ReleaseFileName, line: number, field: string, id: string): RuleInfo | null {
    const rule = this.rules.get(id);
    if (rule === undefined && this.complete.has('rules')) this.problem(name, line, field, `unknown rule "${id}" (not in ${this.fileName.rules})`);
    return rule ?? null;
  }

  private taskRef(name: ReleaseFileName, line: number, field: string, id: string): TaskInfo | null {
    const task = this.tasks.get(id);
    if (task === undefined && this.complete.has('tasks')) this.problem(name, line, field, `unknown task "${id}" (not in ${this.fileName.tasks})`);
    return task ?? null;
  }

  /** Dense index of the run (model, task, round), assigned on first sight. */
  private indexOfRun(modelId: string, taskId: string, round: number): number {
    const key = `${modelId}|${taskId}|${round}`;
    let index = this.runIndex.get(key);
    if (index === undefined) {
      index = this.runByIndex.length;
      this.runIndex.set(key, index);
      this.runByIndex.push(`${modelId}, ${taskId}, round ${round}`);
    }
    return index;
  }

  // ---- per-file record checks -------------------------------------------------------------

  model(r: ModelRecord, line: number): void {
    const cohorts = new Set(r.cohorts);
    if (cohorts.size !== r.cohorts.length) this.problem('models', line, 'cohorts', 'a cohort is listed twice');
    for (const c of cohorts) this.counts.models.byCohort[c] += 1;
    this.counts.models.total += 1;
    if (!this.models.has(r.model_id)) this.models.set(r.model_id, { cohorts, probeTwin: r.probe_twin, line });
  }

  rule(r: RuleRecord, line: number): void {
    const admissible = new Set(r.admissible_surfaces);
    if (admissible.size !== r.admissible_surfaces.length) this.problem('rules', line, 'admissible_surfaces', 'a surface is listed twice');
    const phrased = Object.keys(r.phrasings).filter((k) => r.phrasings[k as Surface] !== undefined);
    const missing = [...admissible].filter((s) => !phrased.includes(s));
    const extra = phrased.filter((s) => !admissible.has(s as Surface));
    if (missing.length > 0 || extra.length > 0) {
      this.problem('rules', line, 'phrasings', `keys must equal admissible_surfaces [${r.admissible_surfaces.join(', ')}]` +
        `${missing.length > 0 ? `; missing ${missing.join(', ')}` : ''}${extra.length > 0 ? `; not admissible ${extra.join(', ')}` : ''}`);
    }
    this.counts.rules.total += 1;
    this.counts.rules.byPriorLabel[r.prior_label] += 1;
    if (!this.rules.has(r.rule_id)) {
      this.rules.set(r.rule_id, { method: r.scoring_method, admissible, priorLabel: r.prior_label, zeroInjection: r.prior_lineage === 'zero_injection_consensus', line });
    }
  }

  task(r: TaskRecord, line: number): void {
    const injected = new Map<string, Surface>();
    r.injected.forEach((entry, i) => {
      if (injected.has(entry.rule_id)) this.problem('tasks', line, `injected.${i}.rule_id`, `rule ${entry.rule_id} is injected twice in task ${r.task_id}`);
      injected.set(entry.rule_id, entry.surface);
      const rule = this.ruleRef('tasks', line, `injected.${i}.rule_id`, entry.rule_id);
      if (entry.surface === 'HD') {
        this.problem('tasks', line, `injected.${i}.surface`, `rule ${entry.rule_id} is injected on HD, the harness default, which the platform fixes and the benchmark never configures (a placement is on ${CONFIGURABLE_SURFACES.join(', ')})`);
      } else if (rule !== null && !rule.admissible.has(entry.surface)) {
        this.problem('tasks', line, `injected.${i}.surface`, `rule ${entry.rule_id} is injected on ${entry.surface}, which is not among its admissible surfaces [${[...rule.admissible].join(', ')}]`);
      }
    });
    this.counts.tasks[r.status] += 1;
    this.taskShape.task(r, line);
    if (!this.tasks.has(r.task_id)) this.tasks.set(r.task_id, { dropped: r.status === 'dropped', injected });
  }

  run(r: RunRecord, line: number): void {
    this.counts.runs.total += 1;
    this.counts.runs.byStatus[r.status] += 1;
    this.modelRef('runs', line, 'model_id', r.model_id, 'panel');
    const task = this.taskRef('runs', line, 'task_id', r.task_id);
    if (task?.dropped === true) this.problem('runs', line, 'task_id', `task ${r.task_id} is dropped: dropped tasks have no runs`);
    const code = this.indexOfRun(r.model_id, r.task_id, r.round);
    const first = this.runs.get(code);
    if (first !== undefined) this.problem('runs', line, 'model_id+task_id+round', `(${r.model_id}, ${r.task_id}, round ${r.round}) already has a run on line ${first}`);
    else {
      this.runs.set(code, line);
      if (r.status !== 'completed') this.unfinishedRuns.set(code, r.status);
    }
  }

  e0Pair(r: E0PairRecord): void {
    this.e0Pairs.add(r.conflict_pair);
  }

  e0(r: E0Record, line: number): void {
    this.counts.e0.runs += 1;
    this.counts.e0.byDirection[r.direction] += 1;
    this.counts.e0.byOutcome[r.outcome] += 1;
    this.modelRef('e0', line, 'build_id', r.build_id, 'e0');
    if (this.complete.has('e0_pairs') && !this.e0Pairs.has(r.conflict_pair)) this.problem('e0', line, 'conflict_pair', `unknown conflict pair "${r.conflict_pair}" (not in ${this.fileName.e0_pairs})`);
    if (r.surface_a === r.surface_b) this.problem('e0', line, 'surface_b', `surface_b equals surface_a (${r.surface_a}): a conflict needs two surfaces`);
    else if (SURFACE_ORDER.get(r.surface_a)! > SURFACE_ORDER.get(r.surface_b)!) {
      this.problem('e0', line, 'surface_a', `surfaces ${r.surface_a}, ${r.surface_b} are not in canonical order (${CONFIGURABLE_SURFACES.join(' < ')})`);
    }
    if (r.outcome === 'decisive') {
      if (r.winner === null) this.problem('e0', line, 'winner', 'outcome is "decisive" but winner is null');
      else if (r.winner !== r.surface_a && r.winner !== r.surface_b) this.problem('e0', line, 'winner', `winner ${r.winner} is neither surface_a (${r.surface_a}) nor surface_b (${r.surface_b})`);
    } else if (r.winner !== null) {
      this.problem('e0', line, 'winner', `winner is set (${r.winner}) but outcome is "${r.outcome}": only decisive runs have a winner`);
    }
    const groupKey = `${r.build_id}|${r.conflict_pair}|${r.surface_a}|${r.surface_b}`;
    let group = this.e0Groups.get(groupKey);
    if (group === undefined) this.e0Groups.set(groupKey, (group = { ab: 0, ba: 0, firstLine: line, label: `build ${r.build_id}, ${r.conflict_pair}, ${r.surface_a}–${r.surface_b}` }));
    if (r.direction === 'AB') group.ab += 1;
    else group.ba += 1;
    let build = this.e0Builds.get(r.build_id);
    if (build === undefined) this.e0Builds.set(r.build_id, (build = { orders: new Map(), lastAb: null, ba: [] }));
    const sameOrder = build.orders.get(r.execution_order);
    if (sameOrder !== undefined) this.problem('e0', line, 'execution_order', `execution_order ${r.execution_order} already used by build ${r.build_id} on line ${sameOrder}`);
    else build.orders.set(r.execution_order, line);
    if (r.direction === 'AB') {
      if (build.lastAb === null || r.execution_order > build.lastAb.order) build.lastAb = { order: r.execution_order, line };
    } else build.ba.push({ order: r.execution_order, line });
  }

  probe(r: ProbeRecord, line: number): void {
    this.counts.probe.rows += 1;
    this.probeBuilds.add(r.probe_model_id);
    this.modelRef('probe', line, 'probe_model_id', r.probe_model_id, 'probe');
    this.ruleRef('probe', line, 'rule_id', r.rule_id);
    let counts = this.probeCounts.get(r.rule_id);
    if (counts === undefined) this.probeCounts.set(r.rule_id, (counts = { align: 0, against: 0, neutral: 0 }));
    counts[r.outcome] += 1;
  }

  noncodingCase(r: NoncodingCaseRecord, line: number): void {
    this.counts.noncoding.cases += 1;
    const ids = new Set(r.rule_ids);
    if (ids.size !== r.rule_ids.length) this.problem('noncoding_cases', line, 'rule_ids', 'a rule is listed twice');
    r.rule_ids.forEach((id, i) => this.ruleRef('noncoding_cases', line, `rule_ids.${i}`, id));
    if (!this.ncCases.has(r.case_id)) this.ncCases.set(r.case_id, ids);
  }

  noncodingAttempt(r: NoncodingAttemptRecord, line: number): void {
    this.counts.noncoding.attempts[r.valid ? 'valid' : 'invalid'] += 1;
    this.modelRef('noncoding_attempts', line, 'model_id', r.model_id, 'noncoding');
    const caseRules = this.ncCases.get(r.case_id);
    if (caseRules === undefined && this.complete.has('noncoding_cases')) this.problem('noncoding_attempts', line, 'case_id', `unknown case "${r.case_id}" (not in ${this.fileName.noncoding_cases})`);
    const slot = `${r.model_id}|${r.case_id}|${r.attempt}`;
    const first = this.ncAttempts.get(slot);
    if (first !== undefined) this.problem('noncoding_attempts', line, 'model_id+case_id+attempt', `(${r.model_id}, ${r.case_id}, attempt ${r.attempt}) already recorded on line ${first}`);
    else this.ncAttempts.set(slot, line);
    if (r.valid) {
      if (r.invalid_reason !== null) this.problem('noncoding_attempts', line, 'invalid_reason', 'set on a valid attempt: invalid_reason is set iff valid is false');
      if (r.outcomes.length === 0) this.problem('noncoding_attempts', line, 'outcomes', 'a valid attempt needs outcomes');
    } else {
      if (r.invalid_reason === null) this.problem('noncoding_attempts', line, 'invalid_reason', 'an invalid attempt must say why (invalid_reason is null)');
      if (r.outcomes.length > 0) this.problem('noncoding_attempts', line, 'outcomes', `an invalid attempt has no outcomes, got ${r.outcomes.length}`);
    }
    const seen = new Set<string>();
    r.outcomes.forEach((o, i) => {
      if (seen.has(o.rule_id)) this.problem('noncoding_attempts', line, `outcomes.${i}.rule_id`, `rule ${o.rule_id} has two outcomes`);
      seen.add(o.rule_id);
      this.ruleRef('noncoding_attempts', line, `outcomes.${i}.rule_id`, o.rule_id);
      if (caseRules !== undefined && !caseRules.has(o.rule_id)) this.problem('noncoding_attempts', line, `outcomes.${i}.rule_id`, `rule ${o.rule_id} is not one of case ${r.case_id}'s rules`);
    });
  }

  judgeAudit(r: JudgeAuditRecord, line: number): void {
    this.counts.judgeAudit[r.kind] += 1;
    if (r.kind === 'judge_swap') {
      if (r.label_a !== 'pass' && r.label_a !== 'fail') this.problem('judge_audit', line, 'label_a', `judge_swap labels are pass or fail, got "${r.label_a}"`);
      if (r.label_b !== 'pass' && r.label_b !== 'fail') this.problem('judge_audit', line, 'label_b', `judge_swap labels are pass or fail, got "${r.label_b}"`);
    }
    this.audits.push({ line, kind: r.kind, verdictId: r.verdict_id, labelA: r.label_a });
    this.auditedVerdicts.set(verdictNumber(r.verdict_id), null);
  }

  verdict(r: VerdictRecord, line: number): void {
    this.counts.verdicts.raw[r.verdict] += 1;
    this.taskShape.verdict(r);
    const id = verdictNumber(r.verdict_id);
    this.verdictIds.add(id, line);
    // null: pointed to by the audit and not seen yet (undefined: not audited).
    if (this.auditedVerdicts.get(id) === null) this.auditedVerdicts.set(id, r.verdict);

    const modelKnown = this.modelRef('verdicts', line, 'model_id', r.model_id, 'panel');
    const task = this.taskRef('verdicts', line, 'task_id', r.task_id);
    const rule = this.ruleRef('verdicts', line, 'rule_id', r.rule_id);
    if (task?.dropped === true) this.problem('verdicts', line, 'task_id', `task ${r.task_id} is dropped: dropped tasks have no verdicts`);
    else if (task !== null && rule !== null && !task.injected.has(r.rule_id)) this.problem('verdicts', line, 'rule_id', `rule ${r.rule_id} is not injected in task ${r.task_id}`);
    const run = this.indexOfRun(r.model_id, r.task_id, r.round);
    if (modelKnown && task !== null && this.complete.has('runs') && !this.runs.has(run)) {
      this.problem('verdicts', line, 'round', `no run (${r.model_id}, ${r.task_id}, round ${r.round}) in ${this.fileName.runs}`);
    }
    const unfinished = this.unfinishedRuns.get(run);
    if (unfinished !== undefined) {
      this.problem('verdicts', line, 'round', `the run (${r.model_id}, ${r.task_id}, round ${r.round}) on line ${this.runs.get(run)} of ${this.fileName.runs} has status "${unfinished}": only completed runs have verdicts`);
    }
    this.verdictInstances.add(run * 10000 + Number(r.rule_id.slice(1)), line);

    if ((JUDGE_METHODS as readonly string[]).includes(r.method)) this.counts.verdicts.judgeInvolved += 1;
    verdictRowProblems(r, rule?.method ?? null, (field, message) => this.problem('verdicts', line, field, message));
    if (r.cascade_group === null) {
      this.countEffective(r.verdict);
      return;
    }
    this.counts.verdicts.inCascade += 1;
    let groups = this.cascades.get(run);
    if (groups === undefined) this.cascades.set(run, (groups = new Map()));
    let rows = groups.get(r.cascade_group);
    if (rows === undefined) groups.set(r.cascade_group, (rows = []));
    rows.push({ verdict: r.verdict, cascade_group: r.cascade_group, cascade_rank: r.cascade_rank, line });
  }

  private countEffective(verdict: Verdict): void {
    const e = this.counts.verdicts.effective;
    e.rows += 1;
    e[verdict] += 1;
    if (verdict === 'pass' || verdict === 'fail') e.qualifying += 1;
  }

  // ---- whole-release checks -----------------------------------------------------------------

  /** Notes on what is valid but unlike the paper (task-shape.ts), located like problems. */
  notes(): ReleaseProblem[] {
    return this.taskShape.notes(this.fileName.tasks);
  }

  finish(): void {
    this.finishModels();
    this.finishVerdicts();
    this.finishAudit();
    this.finishE0();
    this.finishProbe();
  }

  private finishModels(): void {
    for (const [id, model] of this.models) {
      if (model.probeTwin === null) continue;
      const twin = this.models.get(model.probeTwin);
      if (twin === undefined) this.problem('models', model.line, 'probe_twin', `unknown model "${model.probeTwin}"`);
      else if (!twin.cohorts.has('probe')) this.problem('models', model.line, 'probe_twin', `"${model.probeTwin}" is not in the probe cohort (probe twin of ${id})`);
    }
  }

  private finishVerdicts(): void {
    for (const d of this.verdictIds.duplicates()) {
      const len = Math.floor(d.key / 1e8) + 6;
      const id = `V${String(d.key % 1e8).padStart(len, '0')}`;
      this.problem('verdicts', d.line, 'verdict_id', `duplicate verdict_id ${id} (first on line ${d.firstLine})`);
    }
    for (const d of this.verdictInstances.duplicates()) {
      const rule = `R${String(d.key % 10000).padStart(4, '0')}`;
      this.problem('verdicts', d.line, 'model_id+task_id+round+rule_id', `(${this.runByIndex[Math.floor(d.key / 10000)]}, ${rule}) already has a verdict on line ${d.firstLine}`);
    }
    const e = this.counts.verdicts.effective;
    for (const groups of this.cascades.values()) {
      for (const [group, rows] of groups) {
        const ranks = new Map<number, number>();
        for (const row of rows) {
          if (row.cascade_rank === null) continue;
          const first = ranks.get(row.cascade_rank);
          if (first !== undefined) this.problem('verdicts', row.line, 'cascade_rank', `rank ${row.cascade_rank} of cascade group "${group}" already used in this run on line ${first}`);
          else ranks.set(row.cascade_rank, row.line);
        }
        countEffectiveVerdicts(rows, e);
      }
    }
    this.cascades.clear();
  }

  private finishAudit(): void {
    if (!this.complete.has('verdicts')) return;
    for (const a of this.audits) {
      const raw = this.auditedVerdicts.get(verdictNumber(a.verdictId));
      if (raw === null || raw === undefined) {
        this.problem('judge_audit', a.line, 'verdict_id', `unknown verdict "${a.verdictId}" (not in ${this.fileName.verdicts})`);
      } else if (a.kind === 'judge_swap' && a.labelA !== raw) {
        this.problem('judge_audit', a.line, 'label_a', `judge_swap label_a ${a.labelA} differs from verdict ${a.verdictId}'s raw verdict ${raw}`);
      }
    }
  }

  private finishE0(): void {
    this.counts.e0.builds = this.e0Builds.size;
    for (const group of this.e0Groups.values()) {
      if (group.ab !== group.ba) this.problem('e0', group.firstLine, 'direction', `directions are unbalanced for ${group.label}: ${group.ab} AB vs ${group.ba} BA runs`);
    }
    for (const [buildId, build] of this.e0Builds) {
      if (build.lastAb === null) continue;
      for (const ba of build.ba) {
        if (ba.order < build.lastAb.order) {
          this.problem('e0', ba.line, 'execution_order', `BA run at execution_order ${ba.order} precedes the AB run at ${build.lastAb.order} (line ${build.lastAb.line}) of build ${buildId}: every AB run comes first`);
        }
      }
    }
  }

  private finishProbe(): void {
    this.counts.probe.builds = this.probeBuilds.size;
    // The paper's 5/9, scaled to this release's probe builds (docs/metrics.md "Consensus thresholds").
    const n = this.probeBuilds.size;
    const threshold = defaultConsensusThreshold(n);
    for (const [ruleId, rule] of this.rules) {
      const counts = this.probeCounts.get(ruleId) ?? { align: 0, against: 0, neutral: 0 };
      const consensus = consensusLabel(counts, threshold);
      if (consensus !== null) this.counts.rules.recoverableAt5of9 += 1;
      if (rule.zeroInjection && this.complete.has('probe') && consensus !== rule.priorLabel) {
        this.problem('rules', rule.line, 'prior_label', `prior_lineage is zero_injection_consensus, so prior_label (${rule.priorLabel}) must equal the 5/9 probe consensus (${threshold} of ${n} probe builds), which is ${consensus ?? 'none'} (align ${counts.align}, against ${counts.against}, neutral ${counts.neutral})`);
      }
    }
  }
}

/**
 * A verdict id (V followed by 6 to 8 digits, as its schema requires) as a number: distinct ids
 * give distinct numbers (the digit count is part of it), and number keys need no string hashing.
 */
function verdictNumber(verdictId: string): number {
  const digits = verdictId.slice(1);
  return (digits.length - 6) * 1e8 + Number(digits);
}

/**
 * The rules one verdict row obeys on its own (also the "Your model" page's check,
 * src/score/cohort-score.ts): its method is its rule's scoring method (when the rule is known),
 * its votes are as the method needs and agree with the verdict, and its cascade group and rank
 * are both set or both null.
 */
export function verdictRowProblems(r: VerdictRecord, ruleMethod: string | null, problem: (field: string, message: string) => void): void {
  if (ruleMethod !== null && r.method !== ruleMethod) problem('method', `method ${r.method} differs from rule ${r.rule_id}'s scoring_method ${ruleMethod}`);
  const judged = (JUDGE_METHODS as readonly string[]).includes(r.method);
  if (judged && r.votes === null) problem('votes', `method ${r.method} involves the judge: votes must hold its 3 votes`);
  else if (!judged && r.votes !== null) problem('votes', `method ${r.method} is deterministic: votes must be null`);
  else if (r.votes !== null) {
    const majority = majorityOf(r.votes);
    if (majority === null) problem('votes', `votes [${r.votes.join(', ')}] are split without a majority (≥ 2 of 3)`);
    else if (majority !== r.verdict) problem('verdict', `verdict ${r.verdict} contradicts the majority of votes [${r.votes.join(', ')}] (${majority})`);
  }
  if ((r.cascade_group === null) !== (r.cascade_rank === null)) problem(r.cascade_group === null ? 'cascade_group' : 'cascade_rank', 'cascade_group and cascade_rank are both null or both set');
}

/** The label at least 2 of the 3 votes gave, or null when all three differ. */
export function majorityOf(votes: readonly Verdict[]): Verdict | null {
  if (votes.length !== 3) throw new RangeError(`majorityOf expects 3 votes, got ${votes.length}`);
  const [a, b, c] = votes as [Verdict, Verdict, Verdict];
  if (a === b || a === c) return a;
  if (b === c) return b;
  return null;
}
