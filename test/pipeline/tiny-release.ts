/**
 * A tiny seeded release for the build's tests (4 panel models, 4 panel tasks, 12 rules,
 * 9 probe/E0 builds, a few audit rows and non-coding cases). It only has to be valid and
 * exercise every path of the build (cascades, judge votes, n/a, partial, invalid attempts);
 * its numbers mean nothing. Written by the data-build helper while the shared mini release
 * was not yet available; kept because its shape is known exactly.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '../../src/stats/random.ts';
import type {
  E0PairRecord, E0Record, JudgeAuditRecord, Manifest, ModelRecord, NoncodingAttemptRecord, NoncodingCaseRecord,
  ProbeRecord, RuleRecord, RunRecord, TaskRecord, VerdictRecord,
} from '../../src/release/schemas.ts';
import { CONFIGURABLE_SURFACES, FAMILIES, MODALITIES, PRIOR_LABELS, SCORING_METHODS } from '../../src/release/vocab.ts';

export function writeTinyRelease(dir: string, seed = 7): void {
  const random = seededRandom(seed, 'tiny-release');
  const pick = <T,>(values: readonly T[]): T => values[random.int(values.length)]!;
  const panel = ['model-a', 'model-b', 'model-c', 'model-d'];
  const probeBuilds = Array.from({ length: 9 }, (_, i) => `probe-${i + 1}`);
  const models: ModelRecord[] = [
    ...panel.map((id, i): ModelRecord => ({
      model_id: id, display_name: `Model ${id.slice(-1).toUpperCase()}`, identifier: `${id}-2026`, provider: i < 2 ? 'Acme' : 'Other',
      context_variant: 'standard', cohorts: ['panel', 'noncoding'], probe_twin: i < 2 ? probeBuilds[i]! : null,
    })),
    ...probeBuilds.map((id): ModelRecord => ({
      model_id: id, display_name: `Probe ${id.slice(6)}`, identifier: `${id}-2025`, provider: 'Acme',
      context_variant: 'standard', cohorts: ['probe', 'e0'], probe_twin: null,
    })),
  ];
  const rules: RuleRecord[] = Array.from({ length: 12 }, (_, i) => {
    const surfaces = i % 3 === 0 ? (['SP', 'PF'] as const) : i % 3 === 1 ? (['SD'] as const) : (['UI', 'TD'] as const);
    return {
      rule_id: `R${String(i + 1).padStart(4, '0')}`, summary: `Rule <${i + 1}> & "text"`,
      family: FAMILIES[1 + (i % 6)]!, modality: MODALITIES[i % MODALITIES.length]!, severity: 'must',
      scoring_method: SCORING_METHODS[i % SCORING_METHODS.length]!, prior_label: PRIOR_LABELS[i % 3]!,
      prior_lineage: i % 2 === 0 ? 'curated' : 'zero_injection_consensus', admissible_surfaces: [...surfaces],
      phrasings: Object.fromEntries(surfaces.map((s) => [s, `Phrasing of rule ${i + 1} on ${s}`])),
      source_category: 'style_guide', check: `Check ${i + 1}`,
    };
  });
  const tasks: TaskRecord[] = Array.from({ length: 5 }, (_, t) => ({
    task_id: `T${String(t + 1).padStart(3, '0')}`, status: t < 4 ? 'panel' : 'dropped', scenario: 'backend',
    title: `Task ${t + 1}`, summary: `Summary ${t + 1}`, turns: ['first turn', 'second turn'],
    injected: Array.from({ length: 6 }, (_, k) => {
      const rule = rules[(t * 3 + k) % rules.length]!;
      return { rule_id: rule.rule_id, surface: rule.admissible_surfaces[(t + k) % rule.admissible_surfaces.length]! };
    }),
    pilot: { pass_rate: 70, discrimination: 0.3 },
  }));
  const runs: RunRecord[] = [];
  const verdicts: VerdictRecord[] = [];
  let verdictNumber = 0;
  const methodOf = new Map(rules.map((r) => [r.rule_id, r.scoring_method]));
  for (const [m, model] of panel.entries()) {
    for (const task of tasks.filter((t) => t.status === 'panel')) {
      for (let round = 1; round <= 3; round++) {
        runs.push({ run_id: `${model}/${task.task_id}/${round}`, model_id: model, task_id: task.task_id, round, status: 'completed', turns_completed: 2, tool_calls: 5 });
        for (const [k, placement] of task.injected.entries()) {
          const u = random.next();
          const verdict = u < 0.04 ? 'partial' : u < 0.12 ? 'na' : u < 0.12 + 0.2 + 0.08 * m ? 'fail' : 'pass';
          const method = methodOf.get(placement.rule_id)!;
          const judged = method === 'llm_judge' || method === 'hybrid';
          const other = verdict === 'pass' ? 'fail' : 'pass';
          verdictNumber += 1;
          verdicts.push({
            verdict_id: `V${String(verdictNumber).padStart(6, '0')}`, model_id: model, task_id: task.task_id, round,
            rule_id: placement.rule_id, verdict, method,
            votes: judged ? (random.next() < 0.5 ? [verdict, verdict, verdict] : [verdict, other, verdict]) : null,
            cascade_group: k < 3 ? 'missing-readme' : null, cascade_rank: k < 3 ? k + 1 : null,
            evidence: `<b>evidence</b> ${verdictNumber}`, rationale: `because ${verdictNumber}`,
          });
        }
      }
    }
  }
  const probe: ProbeRecord[] = probeBuilds.flatMap((build, b) => rules.map((rule, i) => ({
    probe_model_id: build, rule_id: rule.rule_id, outcome: b >= 6 + (i % 3) ? pick(PRIOR_LABELS) : rule.prior_label, opportunities: 2,
  })));
  const e0Pairs: E0PairRecord[] = ['C1', 'C2'].map((c) => ({ conflict_pair: c, title: `Pair ${c}`, rule_1: 'Use tabs', rule_2: 'Use spaces', check: 'indentation' }));
  const strength: Record<string, number> = { SP: 1.0, PF: 1.1, UI: 1.0, TD: 0.0, SD: -0.8 };
  const e0: E0Record[] = [];
  for (const build of probeBuilds) {
    let order = 0;
    for (const direction of ['AB', 'BA'] as const) {
      for (const pair of e0Pairs) {
        for (let a = 0; a < CONFIGURABLE_SURFACES.length; a++) {
          for (let b = a + 1; b < CONFIGURABLE_SURFACES.length; b++) {
            const sa = CONFIGURABLE_SURFACES[a]!;
            const sb = CONFIGURABLE_SURFACES[b]!;
            const u = random.next();
            const pA = 1 / (1 + Math.exp(strength[sb]! - strength[sa]!));
            const outcome = u < 0.03 ? 'error' : u < 0.06 ? 'no_clear_winner' : 'decisive';
            order += 1;
            e0.push({
              e0_run_id: `${build}/${pair.conflict_pair}/${sa}${sb}/${direction}`, build_id: build, conflict_pair: pair.conflict_pair,
              surface_a: sa, surface_b: sb, direction, execution_order: order, outcome,
              winner: outcome === 'decisive' ? (random.next() < pA ? sa : sb) : null,
              error_kind: outcome === 'error' ? 'timeout' : null,
            });
          }
        }
      }
    }
  }
  const judgedVerdicts = verdicts.filter((v) => v.votes !== null && (v.verdict === 'pass' || v.verdict === 'fail'));
  const judgeAudit: JudgeAuditRecord[] = judgedVerdicts.slice(0, 30).map((v, i) => {
    const kind = (['judge_swap', 'human_audit', 'judge_pair'] as const)[i % 3]!;
    const flip = random.next() < 0.3;
    const labelB = flip ? (v.verdict === 'pass' ? 'fail' : 'pass') : v.verdict;
    return { audit_id: `A${i + 1}`, kind, verdict_id: v.verdict_id, rater_a: 'gpt-5.2', label_a: v.verdict, rater_b: kind === 'human_audit' ? 'human' : 'claude-opus-4.7', label_b: labelB, note: null };
  });
  const cases: NoncodingCaseRecord[] = ['NC01', 'NC02', 'NC03'].map((c, i) => ({ case_id: c, domain: i < 2 ? 'legal' : 'medical', title: `Case ${c}`, prompt: 'Write a memo', rule_ids: [rules[i]!.rule_id, rules[i + 1]!.rule_id] }));
  const attempts: NoncodingAttemptRecord[] = [];
  for (const model of panel) {
    for (const c of cases) {
      for (let attempt = 1; attempt <= 3; attempt++) {
        const valid = !(model === 'model-d' && c.case_id === 'NC01' && attempt === 1);
        attempts.push({
          attempt_id: `${model}/${c.case_id}/${attempt}`, model_id: model, case_id: c.case_id, attempt, valid,
          invalid_reason: valid ? null : 'empty shell',
          outcomes: valid ? c.rule_ids.map((rule_id) => ({ rule_id, verdict: pick(['pass', 'pass', 'fail', 'na'] as const) })) : [],
        });
      }
    }
  }
  const files = { models, rules, tasks, runs, verdicts, probe, e0_pairs: e0Pairs, e0, judge_audit: judgeAudit, noncoding_cases: cases, noncoding_attempts: attempts };
  mkdirSync(dir, { recursive: true });
  const entries: Record<string, { path: string; sha256: string; rows: number }> = {};
  for (const [name, records] of Object.entries(files)) {
    const text = (records as unknown[]).map((r) => JSON.stringify(r)).join('\n') + '\n';
    writeFileSync(join(dir, `${name}.jsonl`), text);
    entries[name] = { path: `${name}.jsonl`, sha256: createHash('sha256').update(text).digest('hex'), rows: records.length };
  }
  const manifest: Manifest = {
    format: 'harness-if-release', format_version: '1.0.0', provenance: 'simulated', title: 'Tiny test release',
    simulation: { seed, scale: 1, simulator_version: 'tiny-0', invented: [{ what: 'everything', detail: 'a test fixture' }] },
    files: entries as Manifest['files'],
  };
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) writeTinyRelease(process.argv[2] ?? '/tmp/tiny-release');
