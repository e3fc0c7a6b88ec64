/**
 * Renders data/release-format.md: prose written here, per-field tables generated from the zod
 * schemas (via their JSON Schema) joined with the meanings in format-notes.ts. `npm run schemas`
 * writes it; a test asserts the committed file equals a fresh rendering.
 */
import { z } from 'zod';
import { FIELD_NOTES, type FormatSection } from './format-notes.ts';
import { FORMAT_NAME, Manifest, RELEASE_FILES, RELEASE_FILE_NAMES, SUPPORTED_FORMAT_VERSIONS } from './schemas.ts';
import { CONFIGURABLE_SURFACES } from './vocab.ts';

export const RELEASE_FORMAT_DOC = 'data/release-format.md';

type Json = Record<string, unknown>;
export interface FieldRow { field: string; type: string; allowed: string; meaning: string }

const BIG = 9007199254740991;

/** One row per field (nested objects flattened as `a.b`, array items as `a[].b`). */
export function fieldRows(section: FormatSection): FieldRow[] {
  const schema = section === 'manifest' ? Manifest : RELEASE_FILES[section].schema;
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'throw' }) as Json;
  const rows: { field: string; type: string; allowed: string }[] = [];
  flatten(json, '', rows, section);
  const notes = FIELD_NOTES[section];
  const out = rows.map((r) => {
    const meaning = notes[r.field];
    if (meaning === undefined) throw new Error(`format-notes.ts: no meaning for ${section}.${r.field}; add it to FIELD_NOTES`);
    return { ...r, meaning };
  });
  const stale = Object.keys(notes).filter((f) => !rows.some((r) => r.field === f));
  if (stale.length > 0) throw new Error(`format-notes.ts: ${section} notes for fields the schema does not have: ${stale.join(', ')}`);
  return out;
}

function flatten(schema: Json, prefix: string, rows: { field: string; type: string; allowed: string }[], section: FormatSection): void {
  const properties = (schema['properties'] ?? {}) as Record<string, Json>;
  const required = new Set((schema['required'] ?? []) as string[]);
  for (const [name, prop] of Object.entries(properties)) {
    const field = prefix === '' ? name : `${prefix}.${name}`;
    if (section === 'manifest' && field === 'files') {
      rows.push({ field, type: 'object', allowed: RELEASE_FILE_NAMES.map((n) => `\`${n}\``).join(', ') });
      const example = ((prop['properties'] as Record<string, Json>)['models'])!;
      const start = rows.length;
      flatten(example, 'files.<name>', rows, section);
      for (const row of rows.slice(start)) row.allowed = row.allowed.replace('models', '<name>');
      continue;
    }
    const { type, allowed } = describe(prop);
    rows.push({ field, type: required.has(name) ? type : `${type} (optional)`, allowed });
    const object = objectPart(prop);
    if (object !== null) flatten(object, field, rows, section);
    const items = arrayItems(prop);
    if (items !== null && objectPart(items) !== null) flatten(objectPart(items)!, `${field}[]`, rows, section);
  }
}

function nonNull(prop: Json): { inner: Json; nullable: boolean } {
  const anyOf = prop['anyOf'] as Json[] | undefined;
  if (anyOf !== undefined && anyOf.length === 2 && anyOf.some((s) => s['type'] === 'null')) {
    return { inner: anyOf.find((s) => s['type'] !== 'null')!, nullable: true };
  }
  return { inner: prop, nullable: false };
}

function objectPart(prop: Json): Json | null {
  const { inner } = nonNull(prop);
  return inner['type'] === 'object' && inner['properties'] !== undefined ? inner : null;
}

function arrayItems(prop: Json): Json | null {
  const { inner } = nonNull(prop);
  return inner['type'] === 'array' ? (inner['items'] as Json) : null;
}

function describe(prop: Json): { type: string; allowed: string } {
  const { inner, nullable } = nonNull(prop);
  const base = describeNonNull(inner);
  return { type: nullable ? `${base.type} or null` : base.type, allowed: base.allowed };
}

function range(min: unknown, max: unknown, unit = ''): string {
  const lo = typeof min === 'number' && Math.abs(min) !== BIG ? min : null;
  const hi = typeof max === 'number' && Math.abs(max) !== BIG ? max : null;
  if (lo !== null && hi !== null) return `${lo}–${hi}${unit}`;
  if (lo !== null) return `≥ ${lo}${unit}`;
  if (hi !== null) return `≤ ${hi}${unit}`;
  return '';
}

function describeNonNull(s: Json): { type: string; allowed: string } {
  if (s['const'] !== undefined) return { type: 'string', allowed: `\`${JSON.stringify(s['const'])}\`` };
  const enumValues = s['enum'] as string[] | undefined;
  if (enumValues !== undefined) return { type: 'enum', allowed: enumValues.map((v) => `\`${v}\``).join(', ') };
  switch (s['type']) {
    case 'string': {
      if (s['pattern'] !== undefined) return { type: 'string', allowed: `matches \`${String(s['pattern'])}\`` };
      return { type: 'text', allowed: `${range(s['minLength'], s['maxLength'], ' chars')}` };
    }
    case 'integer': return { type: 'integer', allowed: range(s['minimum'], s['maximum']) };
    case 'number': return { type: 'number', allowed: range(s['minimum'], s['maximum']) };
    case 'boolean': return { type: 'boolean', allowed: '`true`, `false`' };
    case 'array': {
      const item = describe(s['items'] as Json);
      const count = s['minItems'] !== undefined && s['minItems'] === s['maxItems'] ? `exactly ${String(s['minItems'])}` : range(s['minItems'], s['maxItems'], ' items');
      const itemType = objectPart(s['items'] as Json) !== null ? 'object' : item.type;
      return { type: `array of ${itemType}`, allowed: [count, item.allowed].filter((x) => x !== '').join('; each ') };
    }
    case 'object': {
      if (s['properties'] !== undefined) return { type: 'object', allowed: 'fields below' };
      const keys = describeNonNull(s['propertyNames'] as Json);
      const values = describeNonNull(s['additionalProperties'] as Json);
      return { type: `object (${keys.type} → ${values.type})`, allowed: `keys ${keys.allowed}; values ${values.allowed}` };
    }
    default: throw new Error(`format-doc: cannot describe JSON Schema ${JSON.stringify(s).slice(0, 120)}`);
  }
}

function table(section: FormatSection): string {
  const escape = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const lines = ['| field | type | allowed values | meaning |', '|---|---|---|---|'];
  for (const r of fieldRows(section)) lines.push(`| \`${r.field}\` | ${escape(r.type)} | ${escape(r.allowed || '—')} | ${escape(r.meaning)} |`);
  return lines.join('\n');
}

const FILE_INTRO: Record<(typeof RELEASE_FILE_NAMES)[number], string> = {
  models: 'Every model build of every cohort: the 12 panel builds, the nine probe builds (which are also the E0 builds), and the non-coding cohort.',
  rules: 'The rule library (642 rules in the paper), including professional-writing rules used only by the non-coding extension.',
  tasks: 'Candidate tasks of the main coding panel: the kept ones (status panel) and the dropped candidates.',
  runs: 'One row per main-panel run (model × panel task × round).',
  verdicts: 'One row per (model, task, round, rule): the raw rule-level verdicts of the main panel. This is the big file (40,104 rows in the paper; millions at simulation scale 100) and is usually gzip-compressed.',
  probe: 'Zero-injection prior probe: how each probe build behaved on each rule when the rule was not given.',
  e0_pairs: 'The synthetic conflict pairs of experiment E0.',
  e0: 'One row per E0 run: a build, a conflict pair placed on two surfaces in one direction, and who won.',
  judge_audit: 'Reliability audit rows, each pointing to a verdict: judge swap, human reference audit, judge pair.',
  noncoding_cases: 'Cases of the non-coding extension (Appendix G).',
  noncoding_attempts: 'One row per model × case × attempt of the non-coding extension.',
};

export function renderReleaseFormatDoc(): string {
  const key = (name: (typeof RELEASE_FILE_NAMES)[number]) => RELEASE_FILES[name].key.map((k) => `\`${k}\``).join(' + ');
  const sections = RELEASE_FILE_NAMES.map((name) => [
    `### \`${name}.jsonl\``,
    '',
    FILE_INTRO[name],
    '',
    `Primary key: ${key(name)} (unique). JSON Schema: \`data/release-schema/${name}.schema.json\`.`,
    '',
    table(name),
    '',
  ].join('\n'));

  return `<!-- GENERATED by \`npm run schemas\` from src/release/schemas.ts, format-notes.ts and format-doc.ts. Do not edit by hand. -->
# The Harness-IF release format (\`${FORMAT_NAME}\` ${SUPPORTED_FORMAT_VERSIONS.join(', ')})

A *release* is the frozen data of the Harness-IF paper: the models, rules, tasks, runs and
rule-level verdicts of the main coding panel, plus the prior probe, the surface-conflict
experiment E0, the judge audits and the non-coding extension. Everything the explorer shows is
computed from a release by \`npm run data\`. The authors' official release and the simulated
release written by \`npm run simulate\` have the same format; \`manifest.json\` says which one a
folder holds (\`provenance\`).

The zod schemas in \`src/release/schemas.ts\` are the single source of truth. This page and
the JSON Schema files in \`data/release-schema/\` are generated from them. \`npm run validate -- <dir>\`
checks a folder against everything below.

## Folder layout

A release folder holds exactly:

- \`manifest.json\`, and
- one data file per name below, as \`<name>.jsonl\` or gzip-compressed \`<name>.jsonl.gz\`:
  ${RELEASE_FILE_NAMES.map((n) => `\`${n}\``).join(', ')}.

Any other file in the folder is an error (so a stale or misnamed file cannot be silently ignored).

### Using the official release

1. Put the official files (manifest.json and the eleven data files) in \`data/release/\`,
   replacing the simulated release there (keep a copy of it if you want to compare).
2. Run \`npm run validate -- data/release\`. It must print "valid release" and the counts; on
   any problem it prints \`file:line: field: message\` lines and exits 1. Fix or report those
   first: nothing downstream reads an invalid release.
3. Run \`npm run data\` (the data build) and \`npm run reproduce -- --check\` to compare every
   figure with the paper within the tolerances of \`docs/metrics.md\`.

## Encoding

- One JSON object per line, UTF-8, **no byte-order mark**, \`\\n\` line ends (a CR before the
  newline is tolerated), no blank lines,
  at least one record per file (an empty file is an error). A final newline is expected.
- Standard JSON only: \`NaN\`, \`Infinity\` and \`-Infinity\` are not JSON; use \`null\` or a
  finite number. Each key at most once per object (JSON.parse would keep the last value), and no
  lone surrogate escape such as \`"\\ud800"\` in a string (a surrogate escape is half of a pair).
  The manifest too.
- \`.jsonl.gz\` files are one gzip stream of such text (they start with gzip's magic bytes
  \`1f 8b\`); \`.jsonl\` files are not compressed. A truncated or corrupt stream is an error.
- Every object is **strict**: a field not listed below is an error, and every listed field is
  required (nullable fields are written as \`null\`, never omitted).
- Text fields (summaries, evidence, rationales, prompts…) are untrusted: escape them before
  display; never insert them as HTML.

## \`manifest.json\`

One pretty-printed JSON object. JSON Schema: \`data/release-schema/manifest.schema.json\`.

${table('manifest')}

Checks: \`format_version\` must be one of ${SUPPORTED_FORMAT_VERSIONS.map((v) => `\`${v}\``).join(', ')} (a release in another
version is rejected before its data is read); \`simulation\` is non-null iff \`provenance\` is
\`simulated\`; every listed file exists; its SHA-256 and its number of lines equal the manifest's.

## Data files

${sections.join('\n')}
## Invariants across records (checked by \`npm run validate\`)

Keys and references

- Every primary key above is unique; in \`verdicts\`, (model_id, task_id, round, rule_id) is also unique,
  and in \`runs\`, (model_id, task_id, round); in \`noncoding_attempts\`, (model_id, case_id, attempt).
- verdict → model (panel cohort), task, rule, and the run (model_id, task_id, round); run → model
  (panel cohort) and task; task.injected → rules; probe → probe-cohort model and rule; e0 →
  e0-cohort build and e0_pairs; judge_audit → verdict; noncoding_cases → rules;
  noncoding_attempts → noncoding-cohort model, case and rules; model.probe_twin → probe-cohort model.

Rules and tasks

- \`phrasings\` keys equal \`admissible_surfaces\` (no repeats in either).
- A task injects a rule at most once, on one of the rule's admissible surfaces.
- Dropped tasks have no runs and no verdicts.
- A rule with \`prior_lineage = zero_injection_consensus\` has a 5/9 probe consensus equal to its
  \`prior_label\`. Consensus label at threshold t/9: the label that at least t of the probe builds
  gave and that strictly more builds gave than any other label; otherwise none.

Verdicts

- A verdict's rule is injected in its task; \`method\` equals the rule's \`scoring_method\`.
- \`votes\` is non-null iff \`method\` is \`llm_judge\` or \`hybrid\`; then \`verdict\` equals the majority
  (at least 2 of 3 equal votes). Three different votes (no majority) are an error.
- \`cascade_group\` and \`cascade_rank\` are both null or both set; ranks are unique within a
  (run, group).

E0

- \`surface_a\` ≠ \`surface_b\`, in canonical order ${CONFIGURABLE_SURFACES.join(' < ')}.
- \`winner\` is set iff \`outcome\` is \`decisive\`, and is then \`surface_a\` or \`surface_b\`.
- AB and BA runs are balanced per (build, conflict pair, surface pair).
- \`execution_order\` is unique per build, and every AB run of a build precedes all its BA runs.

Audit and non-coding

- \`judge_swap\` rows: \`label_a\` equals the referenced verdict's raw verdict; both labels are pass or fail.
- Non-coding attempts: \`valid = false\` ⇔ \`invalid_reason\` set ⇔ \`outcomes\` empty; outcome
  rules ⊆ the case's \`rule_ids\`, each at most once.

## Cascade de-duplication (Appendix B) and effective verdicts

\`verdicts.verdict\` is the RAW verdict. When one missing artifact makes several rules of a run
fail, the paper counts one failure: rows of one run (model_id, task_id, round) that share a
non-null \`cascade_group\` form a cascade; among its rows whose raw verdict is \`fail\`, the one with
the lowest \`cascade_rank\` keeps \`fail\`, and every other failing row of the cascade becomes \`na\`
(counted as *collapsed*). All other rows keep their raw verdict. The result is the *effective*
verdict; published counts (qualifying = effective pass + fail, n/a, partial) are effective
counts. Implemented by \`effectiveVerdicts\` in \`src/release/cascade.ts\` (and in SQL by the
data build, which cross-checks its counts against it).

Example (one run, group \`g\`): raw fail (rank 3), fail (rank 1), pass (rank 4), fail (rank 2) →
effective na, fail, pass, na; 2 collapsed.

## Validation

\`npm run validate -- <dir> [--max-problems N]\` reads the whole release in one streaming pass
(memory stays bounded at millions of verdict rows) and reports every problem, up to N (default
200) followed by "… and M more", one per line on stderr:

    file:line: field: message      (a problem in one record; line is 1-based in the decompressed file)
    file: field: message           (a problem of the whole file, e.g. sha256, rows, (gzip), (file))

Pseudo-fields name problems below the record level: \`(json)\` a line that is not JSON,
\`(encoding)\` a BOM, invalid UTF-8 or gzip bytes in a \`.jsonl\`, \`(line)\` a blank line,
\`(gzip)\` a truncated or corrupt stream or plain bytes in a \`.jsonl.gz\`, \`(file)\` a missing,
empty or unlisted file, \`(record)\` a line that is not an object. A lone surrogate or a
duplicate key is reported at its field.
Exit codes: 0 valid (counts on stdout), 1 invalid, 2 usage error. Nothing is written.

Files are read in dependency order (models, rules, tasks, runs, e0_pairs, e0, probe,
noncoding_cases, noncoding_attempts, judge_audit, verdicts). When a file cannot be read to the
end, or has a line that is not a record or a record that fails its schema, references *into* it
are not checked (one
problem is reported, not one per dependent row); fix the first problems first and re-run.
From code: \`validateRelease(dir, { maxProblems, onProgress })\` in \`src/release/validate.ts\`.

## JSON Schema

\`data/release-schema/<name>.schema.json\` (draft 2020-12) describe one record of each file and
the manifest, for tools outside this project. They cover the per-record rules only; the
invariants across records above need \`npm run validate\`.
`;
}
