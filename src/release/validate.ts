/**
 * Validates a release folder against the format (data/release-format.md): the manifest, every
 * data file's bytes (sha256, row count, encoding, JSON), every record's zod schema, primary
 * keys, references and invariants. Reports EVERY problem (up to `maxProblems`), each located by
 * file, line and field, and counts what it read. Streams the files: memory stays bounded at
 * millions of verdict rows.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ReleaseChecker } from './checks.ts';
import { emptyReleaseCounts, type ReleaseCounts } from './counts.ts';
import { readRecords, ReleaseReadError } from './jsonl.ts';
import { MANIFEST_FILE, readManifest } from './manifest.ts';
import { ProblemLog, type ReleaseProblem } from './problems.ts';
import { recordIssues } from './record-issues.ts';
import { compileAcceptance, type Acceptance } from './schema-check.ts';
import { RELEASE_FILES, RELEASE_FILE_NAMES, type ReleaseFileName } from './schemas.ts';

export interface ValidationProgress {
  file: string;
  /** Lines read so far in this file. */
  rows: number;
  /** True once the file is finished. */
  done: boolean;
}

interface ValidateOptions {
  /** Problems kept (default 200); the rest are counted and `truncated` is set. */
  maxProblems?: number;
  /** Called every 100,000 lines and when a file is finished. */
  onProgress?: (progress: ValidationProgress) => void;
}

interface ValidationResult {
  ok: boolean;
  problems: ReleaseProblem[];
  /** True when more problems were found than kept. */
  truncated: boolean;
  /** Problems found but not kept (beyond maxProblems). */
  moreProblems: number;
  counts: ReleaseCounts;
  /** What is valid but unlike the paper (tasks outside its rule counts), as `file:line: field: note: …`; never makes the release invalid. */
  notes: ReleaseProblem[];
}

/**
 * Files in the order their references need: a file is read after every file it points into, so
 * references are resolved as records stream. judge_audit comes before verdicts so the verdict
 * pass can pick up the raw verdicts the audit needs without keeping every verdict.
 */
export const VALIDATION_ORDER: readonly ReleaseFileName[] = [
  'models', 'rules', 'tasks', 'runs', 'e0_pairs', 'e0', 'probe', 'noncoding_cases', 'noncoding_attempts', 'judge_audit', 'verdicts',
];

const PROGRESS_EVERY = 100_000;

/** ajv first, zod for what ajv rejects (schema-check.ts): zod alone was half of the validation time at millions of rows. */
const ACCEPTANCES = Object.fromEntries(RELEASE_FILE_NAMES.map((name) => [name, compileAcceptance(RELEASE_FILES[name].schema)])) as Record<ReleaseFileName, Acceptance>;

export async function validateRelease(dir: string, options: ValidateOptions = {}): Promise<ValidationResult> {
  const problems = new ProblemLog(options.maxProblems ?? 200);
  const counts = emptyReleaseCounts();
  let notes: ReleaseProblem[] = [];
  const result = (): ValidationResult => ({
    ok: problems.total === 0, problems: problems.kept, truncated: problems.dropped > 0, moreProblems: problems.dropped, counts, notes,
  });

  const manifest = readManifest(dir, problems);
  if (!manifest.readable) return result();

  const displayName = Object.fromEntries(RELEASE_FILE_NAMES.map((name) => [name, manifest.files[name]?.path ?? `${name}.jsonl`])) as Record<ReleaseFileName, string>;
  checkUnlistedFiles(dir, new Set([MANIFEST_FILE, ...Object.values(displayName)]), problems);

  const checker = new ReleaseChecker(problems, counts, displayName);
  for (const name of VALIDATION_ORDER) {
    const entry = manifest.files[name];
    if (entry === undefined) continue;
    const complete = await readDataFile(dir, name, entry, checker, problems, counts, options.onProgress);
    if (complete) checker.markComplete(name);
  }
  checker.finish();
  notes = checker.notes();
  return result();
}

function checkUnlistedFiles(dir: string, known: ReadonlySet<string>, problems: ProblemLog): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (known.has(entry.name)) continue;
    problems.at(entry.name, null, '(file)', `not listed in ${MANIFEST_FILE}: a release folder holds only the manifest and its listed files`);
  }
}

/**
 * Streams one data file through its schema and the checker. Returns true when references into
 * the file can be checked: read to the end with every record valid (verdicts and judge_audit
 * are never referenced by a file read later, so they always count as complete once read).
 */
async function readDataFile(
  dir: string,
  name: ReleaseFileName,
  entry: { path: string; expected: { sha256: string; rows: number } | null },
  checker: ReleaseChecker,
  problems: ProblemLog,
  counts: ReleaseCounts,
  onProgress: ValidateOptions['onProgress'],
): Promise<boolean> {
  const file = entry.path;
  const path = join(dir, file);
  const { schema, key } = RELEASE_FILES[name];
  const accepts = ACCEPTANCES[name];
  if (!existsSync(path)) {
    problems.at(file, null, '(file)', `listed in ${MANIFEST_FILE} but missing from the release folder`);
    return false;
  }
  let complete = true;
  // A line that could not be read leaves a hole: references into this file are then not checked.
  const stream = readRecords(path, { displayName: file, onLineProblem: (p) => { complete = false; problems.add(p); } });
  try {
    let nextProgress = PROGRESS_EVERY;
    for await (const batch of stream.batches()) {
      for (const { line, value } of batch) {
        // ajv accepts only records zod accepts unchanged; zod judges and words the rest.
        if (accepts(value)) {
          dispatch(checker, name, value, line, key);
          continue;
        }
        const parsed = schema.safeParse(value);
        if (!parsed.success) {
          for (const p of recordIssues(file, line, value, parsed.error.issues)) problems.add(p);
          registerKnownKey(checker, name, line, key, value);
          complete = false;
          continue;
        }
        dispatch(checker, name, parsed.data, line, key);
      }
      const last = batch[batch.length - 1]!.line;
      if (last >= nextProgress) {
        onProgress?.({ file, rows: last, done: false });
        nextProgress = last + PROGRESS_EVERY;
      }
    }
  } catch (error) {
    if (!(error instanceof ReleaseReadError)) throw error;
    problems.add(error.problem);
    return false;
  }
  counts.rows[name] = stream.lines;
  onProgress?.({ file, rows: stream.lines, done: true });
  if (entry.expected !== null) {
    if (stream.sha256 !== entry.expected.sha256) {
      problems.at(file, null, 'sha256', `the file's sha256 is ${stream.sha256}, ${MANIFEST_FILE} says ${entry.expected.sha256}`);
    }
    if (stream.lines !== entry.expected.rows) {
      problems.at(file, null, 'rows', `the file has ${stream.lines} rows, ${MANIFEST_FILE} says ${entry.expected.rows}`);
    }
  }
  // A file with bad records still resolves references (its keys are registered) but its
  // dependants' cross-checks would rest on partial data: mark it complete only if all parsed.
  return complete || name === 'verdicts' || name === 'judge_audit';
}

/** For a record that failed its schema: still register its primary key when the key fields look right, to keep dependants' references quiet. */
function registerKnownKey(checker: ReleaseChecker, name: ReleaseFileName, line: number, key: readonly string[], value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  const values = key.map((k) => (value as Record<string, unknown>)[k]);
  if (values.some((v) => typeof v !== 'string' && typeof v !== 'number')) return;
  if (name !== 'verdicts') checker.primaryKey(name, line, key, values);
}

function dispatch(checker: ReleaseChecker, name: ReleaseFileName, record: unknown, line: number, key: readonly string[]): void {
  const r = record as Record<string, unknown>;
  if (name !== 'verdicts') checker.primaryKey(name, line, key, key.map((k) => r[k]));
  switch (name) {
    case 'models': return checker.model(record as never, line);
    case 'rules': return checker.rule(record as never, line);
    case 'tasks': return checker.task(record as never, line);
    case 'runs': return checker.run(record as never, line);
    case 'verdicts': return checker.verdict(record as never, line);
    case 'probe': return checker.probe(record as never, line);
    case 'e0_pairs': return checker.e0Pair(record as never);
    case 'e0': return checker.e0(record as never, line);
    case 'judge_audit': return checker.judgeAudit(record as never, line);
    case 'noncoding_cases': return checker.noncodingCase(record as never, line);
    case 'noncoding_attempts': return checker.noncodingAttempt(record as never, line);
  }
}
