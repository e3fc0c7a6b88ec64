/**
 * Deliberately wrong variants of the metrics ("mutants") for test/reproduce/mutants.test.ts: each
 * is one exact textual replacement in one file of the product (two where the build cross-checks),
 * as data, so it can be re-pointed
 * when the code moves. `buildVariant` copies the product (src/, scripts/, package.json,
 * tsconfig.json, CITATION.cff, a symlink to node_modules) into a temp folder, applies the patch
 * (failing loudly unless the find text occurs exactly once) and runs the data build from the copy:
 * no test hook in the product.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { CheckReport } from '../../src/reproduce/check.ts';

const run = promisify(execFile);
const REPOSITORY = resolve(import.meta.dirname, '../..');
const NODE = join(REPOSITORY, 'node_modules/.bin/node');

interface Patch {
  /** Repository-relative file. */
  file: string;
  find: string;
  replace: string;
}

interface Mutant {
  id: string;
  /** What is wrong, in the words of docs/metrics.md. */
  wrong: string;
  /** Usually one; two when the build cross-checks the figure against an independent computation. */
  patches: Patch[];
  /** Figures (or "id[end]") that must be among those the mutant makes fail against the calibrated paper. */
  caughtBy: string[];
  /**
   * Why the check cannot see this mutant against the paper on the shipped simulated release (the
   * figures it moves already fail there: a calibration gap); absent = it must be caught there too.
   */
  hiddenOnSimulatedRelease?: string;
  /** Reference figures of the mini release (mini-reference.ts) the mutant must make fail (test/reproduce/mutants.test.ts). */
  caughtOnMini: string[];
  /** Why the mini release cannot show this mutant (then it must pass there); absent = it must be caught there. */
  notOnMini?: string;
}

/** The validator's own de-duplication (src/release/cascade.ts), which src/pipeline/derived-tables.ts cross-checks the SQL counts against. */
const CASCADE_TS = 'src/release/cascade.ts';
const CASCADE_TS_LINE = "if (row.cascade_group === null || row.verdict !== 'fail') return row.verdict;\n    return keeper";

export const MUTANTS: Mutant[] = [
  {
    // SQL alone is refused by the build (src/pipeline/derived-tables.ts compares its counts with the validator's), so
    // the mutant is wrong in both places, as a build misreading Appendix B would be.
    id: 'no-cascade-dedup', wrong: 'cascade de-duplication skipped: every failing row of a cascade stays a fail',
    patches: [
      { file: 'src/metrics/verdicts.sql', find: "  WHERE cascade_group IS NOT NULL AND verdict = 'fail'", replace: "  WHERE false AND cascade_group IS NOT NULL AND verdict = 'fail'" },
      { file: CASCADE_TS, find: CASCADE_TS_LINE, replace: "return row.verdict;\n    return keeper" },
    ],
    caughtBy: ['counts.qualifying', 'counts.failures'],
    caughtOnMini: ['counts.qualifying', 'counts.not_applicable', 'counts.failures'],
  },
  {
    id: 'partial-as-fail', wrong: 'partial verdicts counted as fails (qualifying) instead of leaving every denominator',
    patches: [
      {
        file: 'src/metrics/verdicts.sql',
        find: "CASE WHEN c.failure_position > 1 THEN 'na' ELSE v.verdict END AS effective_verdict",
        replace: "CASE WHEN c.failure_position > 1 THEN 'na' WHEN v.verdict = 'partial' THEN 'fail' ELSE v.verdict END AS effective_verdict",
      },
      { file: CASCADE_TS, find: CASCADE_TS_LINE, replace: "if (row.verdict === 'partial') return 'fail';\n    " + "if (row.cascade_group === null || row.verdict !== 'fail') return row.verdict;\n    return keeper" },
      // Rows outside a cascade are counted by the validator directly.
      { file: 'src/release/checks.ts', find: 'private countEffective(verdict: Verdict): void {', replace: "private countEffective(raw: Verdict): void {\n    const verdict = raw === 'partial' ? 'fail' : raw;" },
    ],
    caughtBy: ['counts.qualifying', 'counts.failures'],
    caughtOnMini: ['counts.qualifying', 'counts.partial', 'counts.failures'],
  },
  {
    id: 'icc-1-1', wrong: 'ICC(1,1) (one-way random) reported as the headline ICC(2,1)',
    patches: [{ file: 'src/stats/icc.ts', find: 'ICC2: { value: icc2, lower: icc2Lower, upper: icc2Upper },', replace: 'ICC2: { value: (msr - msw) / (msr + (k - 1) * msw), lower: icc2Lower, upper: icc2Upper },' }],
    caughtBy: ['reliability.icc.model_level', 'retest.icc_model'],
    caughtOnMini: ['reliability.icc.model_level', 'retest.icc_model'],
  },
  {
    id: 'icc-3-1', wrong: 'ICC(3,1) (two-way mixed, consistency) reported as the headline ICC(2,1)',
    patches: [{ file: 'src/stats/icc.ts', find: 'ICC2: { value: icc2, lower: icc2Lower, upper: icc2Upper },', replace: 'ICC2: { value: (msr - mse) / (msr + (k - 1) * mse), lower: icc2Lower, upper: icc2Upper },' }],
    caughtBy: ['reliability.icc.model_level', 'retest.icc_model'],
    caughtOnMini: ['reliability.icc.model_level', 'retest.icc_model'],
  },
  {
    id: 'population-sd', wrong: 'population SD (divisor n) instead of the sample SD (n − 1)',
    patches: [{ file: 'src/stats/standardDeviation.ts', find: 'return Math.sqrt(sumSquares / (xs.length - 1));', replace: 'return Math.sqrt(sumSquares / xs.length);' }],
    caughtBy: ['table2.acc_sd'],
    caughtOnMini: ['table2.acc_sd'],
  },
  {
    // The Table 2 bootstrap clusters on suff_task_model_rule.task_id; giving every (task, model,
    // rule) cell its own "task" resamples the cells independently: no task clustering, no pairing.
    id: 'unclustered-bootstrap', wrong: 'bootstrap over single (model, task, rule) cells of verdicts instead of tasks',
    patches: [{ file: 'src/metrics/suff_task_model_rule.sql', find: 'SELECT c.task_id, c.model_id, c.rule_id, c.against,', replace: "SELECT c.task_id || '|' || c.model_id || '|' || c.rule_id AS task_id, c.model_id, c.rule_id, c.against," }],
    // Narrower intervals: the Δ lower bounds rise (the range's high end on seed 1) and adjacent Acc
    // intervals stop containing 0.
    caughtBy: ['common_support.delta_ci95_lower_bound_range[1]', 'common_support.adjacent_acc_cis_contain_zero'],
    caughtOnMini: ['common_support.delta_ci95_lower_bound_range[0]', 'common_support.delta_ci95_lower_bound_range[1]'],
  },
  {
    id: 'e0-errors-to-rule-1', wrong: 'E0 error runs counted as wins of the surface carrying rule 1 instead of dropped',
    patches: [{
      file: 'src/metrics/e0_win_counts.sql',
      find: 'FROM e0 WHERE decisive\n',
      replace: "FROM (SELECT * REPLACE (CASE WHEN outcome = 'error' THEN rule_1_surface ELSE winner END AS winner, CASE WHEN outcome = 'error' THEN rule_2_surface ELSE loser END AS loser) FROM e0)\nWHERE decisive OR outcome = 'error'\n",
    }],
    caughtBy: ['e0.bt.SP', 'e0.bt.PF', 'e0.bt.UI', 'e0.bt.TD', 'e0.bt.SD'],
    caughtOnMini: [],
    notOnMini: 'the mini release\'s eight E0 runs do not connect the five surfaces: no Bradley–Terry fit, so no figure for an error assignment to move',
  },
  {
    id: 'kendall-tau-a', wrong: 'Kendall τ-a (denominator n(n − 1)/2) instead of τ-b',
    patches: [{
      file: 'src/stats/kendallTauB.ts',
      find: 'const denominator = Math.sqrt((concordant + discordant + tiedXOnly) * (concordant + discordant + tiedYOnly));',
      replace: 'const denominator = (n * (n - 1)) / 2;',
    }],
    // Only a tied pair tells τ-a from τ-b: the seed the test simulates has one in the hybrid
    // subset (mutants.test.ts); on an untied release this mutant is equivalent and must fail here.
    caughtBy: ['reliability.table7.hybrid.kendall_tau'],
    caughtOnMini: ['reliability.table7.hybrid.kendall_tau', 'reliability.table7.command_output.kendall_tau'],
  },
  {
    id: 'f-acc-every-pair', wrong: 'F-Acc keeping every (task, rule) pair instead of the separating ones',
    patches: [{ file: 'src/metrics/suff_task_model_rule.sql', find: 'count(*) >= 2 AND min(rate) < max(rate) AS separates', replace: 'true AS separates' }],
    caughtBy: ['table2.f_acc_range[0]', 'table2.f_acc_range[1]'],
    caughtOnMini: ['table2.f_acc_range[0]', 'table2.f_acc_range[1]'],
  },
];

/** Applies a patch to a copy; throws unless the find text occurs exactly once. */
export function applyPatch(root: string, patch: Patch): void {
  const file = join(root, patch.file);
  const text = readFileSync(file, 'utf8');
  const occurrences = text.split(patch.find).length - 1;
  if (occurrences !== 1) throw new Error(`${patch.file}: the text to replace occurs ${occurrences} times (expected exactly 1): ${JSON.stringify(patch.find)}`);
  writeFileSync(file, text.replace(patch.find, () => patch.replace));
}

/** Copies the product into `dir` (node_modules as a symlink) and applies the patches. */
export function copyProduct(dir: string, patches: Patch[]): void {
  mkdirSync(dir, { recursive: true });
  // data/standards: the copied specifications the dataset bundle reads (croissant.json's context).
  for (const entry of ['src', 'scripts', 'data/standards']) cpSync(join(REPOSITORY, entry), join(dir, entry), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json', 'CITATION.cff']) cpSync(join(REPOSITORY, file), join(dir, file));
  symlinkSync(join(REPOSITORY, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const patch of patches) applyPatch(dir, patch);
}

/** Runs the data build of the copy in `dir` on a release; returns the build folder. */
export async function buildCopy(dir: string, releaseDir: string, options: { seed?: number; resamples?: number } = {}): Promise<string> {
  const out = join(dir, 'build');
  const args = ['scripts/data.ts', '--release', releaseDir, '--out', out, ...(options.seed === undefined ? [] : ['--seed', String(options.seed)]), ...(options.resamples === undefined ? [] : ['--resamples', String(options.resamples)])];
  await run(NODE, args, { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
  return out;
}

/** Simulates the release of a seed into `dir` (scripts/simulate.ts). */
export async function simulate(dir: string, seed: number): Promise<void> {
  await run(NODE, ['scripts/simulate.ts', '--seed', String(seed), '--out', dir], { cwd: REPOSITORY, maxBuffer: 16 * 1024 * 1024 });
}

/** Failing figures, a range or list by its failing ends/elements ("id[1]"), so one end can catch a mutant. */
export function failingKeys(report: CheckReport): Set<string> {
  const keys = new Set<string>();
  for (const l of report.lines.filter((line) => line.status === 'FAIL')) {
    if (Array.isArray(l.difference) && Array.isArray(l.tolerance)) {
      l.difference.forEach((d, i) => { if (Math.abs(d) > (l.tolerance as number[])[i]! + 1e-9) keys.add(`${l.id}[${i}]`); });
    } else keys.add(l.id);
  }
  return keys;
}

/** Runs async jobs at most `limit` at a time (the machine has 2 cores). */
export async function pool<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}
