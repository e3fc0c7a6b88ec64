/**
 * Orchestration of a simulated Harness-IF release: design → calibrated panel outcomes → texts →
 * every release file + manifest.json. Same seed, byte-identical output (stable key order, fixed
 * gzip level, no timestamps). Progress goes to stderr.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { FORMAT_NAME, type Manifest, type ManifestFileEntry, type ModelRecord, type RuleRecord, type RunRecord, type TaskRecord, type VerdictRecord } from '../src/release/schemas.ts';
import { JUDGE_METHODS, type ScoringMethod, type Verdict } from '../src/release/vocab.ts';
import { seededRandom, type Random } from '../src/stats/random.ts';
import { designCascades } from './cascades.ts';
import { MODELS, ROUNDS } from './design/availability.ts';
import { designLibrary } from './design/library.ts';
import { CANDIDATE_TASKS, PANEL_TASKS, designPanel } from './design/tasks.ts';
import type { PairDesign, RuleDesign } from './design/types.ts';
import { ALL_MODELS, PANEL_MODELS, PROBE_MODELS } from './models.ts';
import { EFFECTIVE_FAIL, EFFECTIVE_NA, EFFECTIVE_PASS, drawPanelOutcomes } from './panelOutcomes.ts';
import { designPriors } from './probe.ts';
import { optimiseRounding } from './calibrate/roundingOptimiser.ts';
import { calibrateLineageShares } from './calibrate/lineageShares.ts';
import { evidenceText, ruleTexts, taskTexts } from './texts.ts';
import { ReleaseFileWriter, writeRows } from './write.ts';
import { simulationInvented, type InventedFacts } from './invented.ts';

const SIMULATOR_VERSION = '0.2.0';
/** Exchange proposals of the final polish (an upper bound: it stops once every figure holds). */
const POLISH_PROPOSALS = 80000;

interface SimulateOptions {
  seed: number; outDir: string; scale: number; log?: (msg: string) => void;
  /** Calibration runs only: write the panel files and skip E0, judge audit and non-coding (the manifest is then not written). */
  panelOnly?: boolean;
}

const judge = new Set<ScoringMethod>(JUDGE_METHODS);

/** Three judge votes whose majority is `verdict` (unanimous most of the time). */
function votesFor(verdict: Verdict, rng: Random): Verdict[] {
  const votes: Verdict[] = [verdict, verdict, verdict];
  if (rng.next() < 0.18) {
    const others = (['pass', 'fail', 'na'] as Verdict[]).filter((v) => v !== verdict);
    votes[rng.int(3)] = others[rng.int(others.length)]!;
  }
  return votes;
}

/** Per-model Acc / AP-Acc and per-surface N / accuracy of the seed-level outcomes (for the manifest's invented list). */
function inventedFacts(pairs: PairDesign[], rules: RuleDesign[], effective: Uint8Array): InventedFacts {
  const model = PANEL_MODELS.map(() => ({ p: 0, q: 0, pa: 0, qa: 0 }));
  const surface = new Map<string, { p: number; q: number }>();
  for (let s = 0; s < effective.length; s++) {
    const e = effective[s];
    if (e !== EFFECTIVE_PASS && e !== EFFECTIVE_FAIL) continue;
    const pair = pairs[Math.floor(s / (ROUNDS * MODELS))]!;
    const pass = e === EFFECTIVE_PASS ? 1 : 0;
    const m = model[s % MODELS]!;
    m.q++; m.p += pass;
    if (rules[pair.rule]!.prior === 'against') { m.qa++; m.pa += pass; }
    const x = surface.get(pair.surface) ?? { p: 0, q: 0 };
    x.q++; x.p += pass;
    surface.set(pair.surface, x);
  }
  return {
    modelAcc: new Map(PANEL_MODELS.map((pm, i) => [pm.model_id, { acc: (100 * model[i]!.p) / model[i]!.q, apAcc: (100 * model[i]!.pa) / model[i]!.qa }])),
    surfaces: new Map([...surface].map(([k, x]) => [k, { n: x.q, acc: (100 * x.p) / x.q }])),
  };
}

export async function simulateRelease(options: SimulateOptions): Promise<Manifest | null> {
  const { seed, outDir, scale } = options;
  const log = options.log ?? ((m: string) => process.stderr.write(`${m}\n`));
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`simulate: --scale must be a positive integer, got ${scale}`);
  await mkdir(outDir, { recursive: true });
  // Task ids take 3 to 6 digits (schemas.ts TaskId): enough for --scale 16,000.
  if (CANDIDATE_TASKS + (scale - 1) * PANEL_TASKS > 999_999) throw new Error(`simulate: --scale ${scale} needs task ids beyond T999999`);
  log(`simulate: seed ${seed}, scale ${scale} → ${outDir}`);

  const library = designLibrary(seededRandom(seed, 'sim/library'));
  const panel = designPanel(library, seededRandom(seed, 'sim/panel'));
  const { rules } = library;
  const { pairs, tasks } = panel;
  log(`simulate: design — ${rules.length} rules, ${tasks.length} tasks, ${pairs.length} scoreable pairs`);
  const outcomes = drawPanelOutcomes(pairs, rules, tasks.length, library.partialCoverage, seed);
  const sw = outcomes.diagnostics.swaps;
  log(`simulate: outcomes drawn (raking max error ${outcomes.diagnostics.rakeMaxError.toFixed(3)} after ${outcomes.diagnostics.rakeSweeps} sweeps; balanced swaps ${sw.accepted}/${sw.proposals}, objective ${sw.objectiveBefore.toFixed(1)} → ${sw.objectiveAfter.toFixed(1)})`);
  if (process.env.SIM_DEBUG) log(JSON.stringify(sw.after));

  // Prior lineages and the zero-injection probe, designed from the drawn outcomes.
  const stats = { pass: rules.map(() => new Array<number>(MODELS).fill(0)), qualifying: rules.map(() => new Array<number>(MODELS).fill(0)) };
  pairs.forEach((p, i) => {
    for (let s = i * ROUNDS * MODELS; s < (i + 1) * ROUNDS * MODELS; s++) {
      const e = outcomes.effective[s];
      if (e !== EFFECTIVE_PASS && e !== EFFECTIVE_FAIL) continue;
      stats.qualifying[p.rule]![s % MODELS]! += 1;
      if (e === EFFECTIVE_PASS) stats.pass[p.rule]![s % MODELS]! += 1;
    }
  });
  const probe = designPriors(rules, stats, PROBE_MODELS.map((m) => m.model_id), seededRandom(seed, 'sim/probe'));
  const lineageMoves = calibrateLineageShares(rules, stats.qualifying.map((q) => q.reduce((a, b) => a + b, 0)), probe.a5);
  log(`simulate: lineage shares, ${lineageMoves} rule lineage(s) relabelled`);
  // Final polish, the rounding optimiser (sim/calibrate/roundingOptimiser.ts): with the probe fixed, single failure-for-pass
  // exchanges bring every pass/fail-dependent panel figure to its published rounding.
  const polish = optimiseRounding(outcomes.effective, pairs, rules, tasks.length, probe.a5, probe.a7, POLISH_PROPOSALS, seededRandom(seed, 'sim/polish'), seededRandom(seed, 'sim/polish-clear'));
  log(`simulate: final polish ${polish.accepted}/${polish.proposals}, objective ${polish.before.toFixed(2)} → ${polish.after.toFixed(2)}; off target before [${polish.failingBefore.join(', ')}], after [${polish.failingAfter.join(', ')}]`);
  const facts = inventedFacts(pairs, rules, outcomes.effective);

  // Texts.
  const rText = ruleTexts(rules.map((r) => ({ rule_id: r.rule_id, family: r.family, modality: r.modality, severity: r.severity, scoring_method: r.method, admissible_surfaces: r.admissible })), seed);
  const ruleRecords: RuleRecord[] = rules.map((r, i) => ({
    rule_id: r.rule_id, summary: rText[i]!.summary, family: r.family, modality: r.modality, severity: r.severity,
    scoring_method: r.method, prior_label: r.prior, prior_lineage: r.lineage, admissible_surfaces: r.admissible,
    phrasings: rText[i]!.phrasings, source_category: r.source, check: rText[i]!.check,
  }));
  // Rules placed on the user-instruction surface are spoken by the user in the task's turns.
  const tText = taskTexts(tasks.map((t) => ({
    task_id: t.task_id, scenario: t.scenario, n_turns: t.nTurns, rule_summaries: t.injected.map((x) => rText[x.rule]!.summary),
    ui_phrasings: t.injected.filter((x) => x.surface === 'UI').map((x) => rText[x.rule]!.phrasings.UI!),
  })), seed);
  const taskRecords: TaskRecord[] = tasks.map((t, i) => ({
    task_id: t.task_id, status: t.status, scenario: t.scenario, title: tText[i]!.title, summary: tText[i]!.summary, turns: tText[i]!.turns,
    injected: t.injected.map((x) => ({ rule_id: rules[x.rule]!.rule_id, surface: x.surface })), pilot: t.pilot,
  }));
  log('simulate: texts written');

  const files: Partial<Record<string, ManifestFileEntry>> = {};
  files.models = await writeRows(outDir, 'models.jsonl', ALL_MODELS satisfies ModelRecord[]);
  if (options.panelOnly) await writeFile(join(outDir, 'panel-only.json'), `${JSON.stringify({ models: 'models.jsonl', rules: 'rules.jsonl', tasks: 'tasks.jsonl', verdicts: 'verdicts.jsonl.gz', probe: 'probe.jsonl' })}\n`);
  files.rules = await writeRows(outDir, 'rules.jsonl', ruleRecords);
  // --scale K: K − 1 replicas of the 60 panel tasks follow the 80 candidates (ids continue after T080).
  const replicaTaskId = (replica: number, k: number) => (replica === 0 ? tasks[panel.panelTasks[k]!]!.task_id : `T${String(tasks.length + (replica - 1) * panel.panelTasks.length + k + 1).padStart(3, '0')}`);
  const replicaTasks = function* () {
    yield* taskRecords;
    for (let replica = 1; replica < scale; replica++) {
      for (let k = 0; k < panel.panelTasks.length; k++) yield { ...taskRecords[panel.panelTasks[k]!]!, task_id: replicaTaskId(replica, k) };
    }
  };
  files.tasks = await writeRows(outDir, 'tasks.jsonl', replicaTasks());
  files.probe = await writeRows(outDir, 'probe.jsonl', probe.rows);

  // Runs and verdicts (streamed).
  const panelTaskIdx = panel.panelTasks;
  const pairsOfTask = panelTaskIdx.map((t) => pairs.map((p, i) => [p, i] as const).filter(([p]) => p.task === t).map(([, i]) => i));
  const cascades = designCascades(outcomes.effective, pairsOfTask, panelTaskIdx.map((t) => tasks[t]!.task_id), PANEL_MODELS.map((m) => m.model_id), seededRandom(seed, 'sim/cascades'));
  const runRng = seededRandom(seed, 'sim/runs');
  const runs = new ReleaseFileWriter(outDir, 'runs.jsonl', false);
  const verdicts = new ReleaseFileWriter(outDir, 'verdicts.jsonl.gz', true);
  const textRng = seededRandom(seed, 'sim/evidence');
  const voteRng = seededRandom(seed, 'sim/votes');
  const redrawRng = seededRandom(seed, 'sim/scale');
  let verdictNo = 0;
  const finalVerdicts: VerdictRecord[] = [];
  for (let replica = 0; replica < scale; replica++) {
    for (let m = 0; m < MODELS; m++) {
      const model = PANEL_MODELS[m]!;
      for (let k = 0; k < panelTaskIdx.length; k++) {
        const task = tasks[panelTaskIdx[k]!]!;
        const taskId = replicaTaskId(replica, k);
        for (let r = 0; r < ROUNDS; r++) {
          const run: RunRecord = {
            run_id: `run-${model.model_id}-${taskId}-r${r + 1}`, model_id: model.model_id, task_id: taskId, round: r + 1,
            status: 'completed', turns_completed: task.nTurns, tool_calls: 6 + runRng.int(45),
          };
          await runs.write(run);
          for (const i of pairsOfTask[k]!) {
            const slot = (i * ROUNDS + r) * MODELS + m;
            const rule = rules[pairs[i]!.rule]!;
            let e = outcomes.effective[slot]!;
            if (replica > 0 && (e === EFFECTIVE_PASS || e === EFFECTIVE_FAIL)) e = redrawRng.next() < outcomes.passProbability[slot]! ? EFFECTIVE_PASS : EFFECTIVE_FAIL;
            const mark = replica === 0 ? cascades.get(slot) : undefined;
            const effectiveVerdict: Verdict = e === EFFECTIVE_PASS ? 'pass' : e === EFFECTIVE_FAIL ? 'fail' : e === EFFECTIVE_NA ? 'na' : 'partial';
            const raw: Verdict = mark?.rawFail ? 'fail' : effectiveVerdict;
            const text = evidenceText({ rule_summary: rText[pairs[i]!.rule]!.summary, family: rule.family, modality: rule.modality, method: rule.method, verdict: raw, scenario: task.scenario, task_title: tText[panelTaskIdx[k]!]!.title }, textRng);
            verdictNo++;
            const row: VerdictRecord = {
              verdict_id: `V${String(verdictNo).padStart(6, '0')}`, model_id: model.model_id, task_id: taskId, round: r + 1, rule_id: rule.rule_id,
              verdict: raw, method: rule.method, votes: judge.has(rule.method) ? votesFor(raw, voteRng) : null,
              cascade_group: mark ? mark.group : null, cascade_rank: mark ? mark.rank : null, evidence: text.evidence, rationale: text.rationale,
            };
            await verdicts.write(row);
            if (replica === 0) finalVerdicts.push(row);
          }
        }
      }
    }
    if (scale > 1) log(`simulate: replica ${replica + 1}/${scale} written (${verdictNo} verdict rows)`);
  }
  files.runs = await runs.close();
  files.verdicts = await verdicts.close();
  log(`simulate: ${files.verdicts.rows} verdict rows, ${files.runs.rows} runs`);

  // Helper modules: E0, judge audit, non-coding.
  if (options.panelOnly) {
    log('simulate: panel only (calibration run): no manifest written');
    return null;
  }
  // Helper modules are loaded here so that a panel-only calibration run does not depend on them.
  const { simulateNoncoding } = await import('./noncoding.ts');
  const { simulateE0 } = await import('./e0.ts');
  const nc = simulateNoncoding(seed, ALL_MODELS, ruleRecords);
  files.noncoding_cases = await writeRows(outDir, 'noncoding_cases.jsonl', nc.cases);
  files.noncoding_attempts = await writeRows(outDir, 'noncoding_attempts.jsonl', nc.attempts);
  const e0 = simulateE0(seed, PROBE_MODELS);
  files.e0_pairs = await writeRows(outDir, 'e0_pairs.jsonl', e0.pairs);
  files.e0 = await writeRows(outDir, 'e0.jsonl', e0.runs);
  log(`simulate: E0 ${e0.runs.length} runs, non-coding ${nc.attempts.length} attempts`);
  const { simulateJudgeAudit } = await import('./judgeAudit.ts');
  const audit = simulateJudgeAudit(seed, finalVerdicts, ALL_MODELS);
  files.judge_audit = await writeRows(outDir, 'judge_audit.jsonl', audit.rows);

  const manifest: Manifest = {
    format: FORMAT_NAME,
    format_version: '1.0.0',
    provenance: 'simulated',
    title: `Simulated Harness-IF release (seed ${seed}${scale > 1 ? `, scale ${scale}` : ''})`,
    simulation: { seed, scale, simulator_version: SIMULATOR_VERSION, invented: [...simulationInvented(facts), ...e0.invented, ...audit.invented, ...nc.invented] },
    files: Object.fromEntries(['models', 'rules', 'tasks', 'runs', 'verdicts', 'probe', 'e0_pairs', 'e0', 'judge_audit', 'noncoding_cases', 'noncoding_attempts'].map((k) => [k, files[k]!])) as Manifest['files'],
  };
  await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`simulate: manifest written (${createHash('sha256').update(JSON.stringify(manifest.files)).digest('hex').slice(0, 12)})`);
  return manifest;
}
