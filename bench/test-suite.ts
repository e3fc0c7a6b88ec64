/**
 * How long the test commands take: `npm test` (its wall time, and the span of each vitest
 * project — unit and browser — read from vitest's JSON report: first file start to last file end)
 * and `npm run check`, each run once with the machine's load before and after. For BENCHMARKS.md
 * (bench/report.ts renders nothing of it: this file renders its own marked section).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { withMarkedSection } from './marked-section.ts';
import { measureProcess } from './measure-process.ts';

/** The budget of `npm test` on the 2-core machine (issue 39), seconds. */
export const TEST_BUDGET_SECONDS = 300;

interface VitestFileResult { name: string; startTime: number; endTime: number; status: string }
interface VitestJson { numTotalTests: number; numFailedTests: number; numTotalTestSuites: number; testResults: VitestFileResult[] }

export interface SuiteRun {
  command: string;
  wallSeconds: number;
  cpuSeconds: number | null;
  exitCode: number;
  tests: number | null;
  failed: number | null;
  files: number | null;
  load: { start: number; end: number };
}

export interface TestSuiteSection {
  date: string;
  cores: number;
  npmTest: SuiteRun;
  /** Span of each project inside the npm test run, seconds (files run in parallel: spans overlap). */
  projects: { name: string; files: number; spanSeconds: number }[];
  check: SuiteRun | null;
}

/** The project of a test file by its path (vitest.config.ts: test/browser/ is the browser project). */
export function projectOf(file: string): 'browser' | 'unit' {
  return /(^|\/)test\/browser\//.test(file) ? 'browser' : 'unit';
}

/** Per project: its files and the span from its first file's start to its last file's end. */
export function projectSpans(report: VitestJson): TestSuiteSection['projects'] {
  const by = new Map<string, VitestFileResult[]>();
  for (const r of report.testResults) by.set(projectOf(r.name), [...(by.get(projectOf(r.name)) ?? []), r]);
  return [...by].sort(([a], [b]) => a.localeCompare(b)).map(([name, files]) => ({
    name, files: files.length,
    spanSeconds: (Math.max(...files.map((f) => f.endTime)) - Math.min(...files.map((f) => f.startTime))) / 1000,
  }));
}

async function runSuite(args: string[], label: string, log: (line: string) => void): Promise<{ run: SuiteRun; report: VitestJson | null }> {
  const work = mkdtempSync(join(tmpdir(), 'bench-tests-'));
  const json = join(work, 'report.json');
  try {
    const start = loadavg()[0]!;
    log(`tests: ${label}`);
    const m = await measureProcess(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args, '--reporter=dot', '--reporter=json', `--outputFile.json=${json}`], {});
    let report: VitestJson | null = null;
    try {
      report = JSON.parse(readFileSync(json, 'utf8')) as VitestJson;
    } catch (error) {
      log(`tests: ${label}: no JSON report (${(error as Error).message})`);
    }
    log(`tests: ${label}: exit ${m.exitCode} in ${m.wallSeconds.toFixed(0)} s`);
    return {
      report,
      run: {
        command: label, wallSeconds: m.wallSeconds, cpuSeconds: m.cpuSeconds, exitCode: m.exitCode,
        tests: report?.numTotalTests ?? null, failed: report?.numFailedTests ?? null, files: report?.testResults.length ?? null,
        load: { start, end: loadavg()[0]! },
      },
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Runs `npm test` and (unless skipped) `npm run check`, one after the other. */
export async function runTestSuiteBench(options: { withCheck: boolean; cores: number; log: (line: string) => void }): Promise<TestSuiteSection> {
  const test = await runSuite([], 'npm test', options.log);
  const check = options.withCheck ? (await runSuite(['--config', 'vitest.check.config.ts'], 'npm run check', options.log)).run : null;
  return { date: new Date().toISOString(), cores: options.cores, npmTest: test.run, projects: test.report ? projectSpans(test.report) : [], check };
}

export const TESTS_START = '<!-- bench:tests:start -->';
export const TESTS_END = '<!-- bench:tests:end -->';

const seconds = (x: number) => `${x.toFixed(0)} s`;

function row(r: SuiteRun, verdict: string): string {
  const outcome = r.exitCode === 0 ? `${r.tests ?? '?'} tests passed` : `exit ${r.exitCode}${r.failed ? `, ${r.failed} failed` : ''}`;
  return `| \`${r.command}\` | ${seconds(r.wallSeconds)} | ${r.cpuSeconds === null ? 'n/a' : seconds(r.cpuSeconds)} | ${r.files ?? '?'} | ${outcome} | ${r.load.start.toFixed(1)} → ${r.load.end.toFixed(1)} | ${verdict} |`;
}

/** The marked section of BENCHMARKS.md. */
export function renderTestSuiteSection(s: TestSuiteSection): string {
  const budget = s.npmTest.wallSeconds <= TEST_BUDGET_SECONDS ? 'pass' : `**MISS** (+${seconds(s.npmTest.wallSeconds - TEST_BUDGET_SECONDS)})`;
  return [
    TESTS_START,
    '## Test commands',
    '',
    `Measured ${s.date} on ${s.cores} cores, one run each. Load is the 1-minute load average before → after. CPU is user + system time as \`time\` counts it: Chromium's renderer processes, which its own processes reap, are not in it.`,
    '',
    '| command | wall | CPU | files | outcome | load | target |',
    '|:---|---:|---:|---:|:---|:---|:---|',
    row(s.npmTest, `≤ ${TEST_BUDGET_SECONDS} s: ${budget}`),
    ...(s.check ? [row(s.check, 'CI: with npm test, well inside 90 min')] : []),
    '',
    'Inside `npm test`, each project\'s span (its first file\'s start to its last file\'s end; the two projects share vitest\'s two workers, so spans may overlap):',
    '',
    '| project | files | span |',
    '|:---|---:|---:|',
    ...s.projects.map((p) => `| ${p.name} | ${p.files} | ${seconds(p.spanSeconds)} |`),
    TESTS_END,
  ].join('\n');
}

/** `doc` with its test section replaced, or appended. */
export function withTestSuiteSection(doc: string, section: string): string {
  return withMarkedSection(doc, { start: TESTS_START, end: TESTS_END }, section);
}
