/**
 * Which verdicts count: the reader's selection (families, modalities, surfaces, scoring methods,
 * rounds, prior lineages, the prior-label definition, severity weighting), its URL form, and the
 * per-verdict masks it gives over the dictionary-coded columns of the qualifying-verdicts Arrow
 * file (src/pipeline/verdict-arrows.ts). Pure: no DOM, no Node APIs.
 */
import { SEVERITY_WEIGHT } from '../release/vocab.ts';
import { aggregateTaskModelCells, type TaskModelCells } from './cells.ts';

/** How "against-prior" is decided: the release's prior_label, or the probe consensus at t/9. */
const PRIOR_MODES = ['release', 't4', 't5', 't7'] as const;
export type PriorMode = (typeof PRIOR_MODES)[number];
const WEIGHTINGS = ['unweighted', 'severity'] as const;
export type Weighting = (typeof WEIGHTINGS)[number];

/** Facets: an empty list means "all". */
export const FACETS = ['family', 'modality', 'surface', 'method', 'round', 'lineage'] as const;
type Facet = (typeof FACETS)[number];

export interface Selection {
  facets: Record<Facet, string[]>;
  prior: PriorMode;
  weighting: Weighting;
}

export const NO_FILTER: Selection = {
  facets: { family: [], modality: [], surface: [], method: [], round: [], lineage: [] },
  prior: 'release',
  weighting: 'unweighted',
};

/** Whether the selection is the build's own (every verdict, release prior labels, unweighted). */
export function isNoFilter(s: Selection): boolean {
  return FACETS.every((f) => s.facets[f].length === 0) && s.prior === 'release' && s.weighting === 'unweighted';
}

/** Reads a selection from URL parameters (comma-separated lists); unknown values of prior/weight fall back to the default. */
export function readSelection(params: URLSearchParams): Selection {
  const facets = { ...NO_FILTER.facets };
  for (const f of FACETS) facets[f] = [...new Set((params.get(f) ?? '').split(',').filter(Boolean))].sort();
  const prior = params.get('prior');
  const weight = params.get('weight');
  return {
    facets,
    prior: (PRIOR_MODES as readonly string[]).includes(prior ?? '') ? (prior as PriorMode) : 'release',
    weighting: (WEIGHTINGS as readonly string[]).includes(weight ?? '') ? (weight as Weighting) : 'unweighted',
  };
}

/** Writes a selection into a copy of the parameters; defaults remove their parameter. */
export function writeSelection(params: URLSearchParams, s: Selection): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const f of FACETS) {
    if (s.facets[f].length) next.set(f, [...s.facets[f]].sort().join(','));
    else next.delete(f);
  }
  if (s.prior !== 'release') next.set('prior', s.prior);
  else next.delete('prior');
  if (s.weighting !== 'unweighted') next.set('weight', s.weighting);
  else next.delete('weight');
  return next;
}

/** A dictionary-coded column: codes index into dictionary. */
export interface CodedColumn {
  codes: ArrayLike<number>;
  dictionary: readonly string[];
}

/** The qualifying verdicts as columns (the Arrow file's, decoded to codes). */
export interface VerdictTable {
  length: number;
  model: CodedColumn;
  task: CodedColumn;
  rule: CodedColumn;
  family: CodedColumn;
  surface: CodedColumn;
  method: CodedColumn;
  lineage: CodedColumn;
  prior: CodedColumn;
  round: ArrayLike<number>;
  pass: ArrayLike<number>;
}

/** Per-rule metadata not in the Arrow file, prepared at site build time from the rule entities. */
export interface RuleMeta {
  modality: string;
  severity: string;
  /** Probe consensus label at 4/9, 5/9, 7/9 (null = no consensus). */
  t4: string | null;
  t5: string | null;
  t7: string | null;
}

interface VerdictMasks {
  include: Uint8Array;
  against: Uint8Array;
  /** Severity weight per verdict, or null when unweighted. */
  weight: Float64Array | null;
}

function allowedCodes(column: CodedColumn, chosen: readonly string[]): Uint8Array {
  const allowed = new Uint8Array(column.dictionary.length);
  const set = new Set(chosen);
  column.dictionary.forEach((v, i) => { allowed[i] = chosen.length === 0 || set.has(v) ? 1 : 0; });
  return allowed;
}

/** Per-verdict include / against / weight under a selection. Throws naming a rule without metadata. */
export function verdictMasks(table: VerdictTable, rules: Readonly<Record<string, RuleMeta>>, s: Selection): VerdictMasks {
  const ruleIds = table.rule.dictionary;
  const meta = ruleIds.map((id) => {
    const m = rules[id];
    if (!m) throw new Error(`rerank: rule ${id} of the verdicts has no metadata (rule entity missing?)`);
    return m;
  });
  const modalities = new Set(s.facets.modality);
  const ruleAllowed = Uint8Array.from(meta, (m) => (modalities.size === 0 || modalities.has(m.modality) ? 1 : 0));
  const ruleAgainst = Uint8Array.from(meta, (m) => (s.prior === 'release' ? 0 : m[s.prior] === 'against' ? 1 : 0));
  const ruleWeight = Float64Array.from(meta, (m) => {
    const w = (SEVERITY_WEIGHT as Readonly<Record<string, number>>)[m.severity];
    if (w === undefined) throw new Error(`rerank: severity "${m.severity}" has no weight`);
    return w;
  });
  const family = allowedCodes(table.family, s.facets.family);
  const surface = allowedCodes(table.surface, s.facets.surface);
  const method = allowedCodes(table.method, s.facets.method);
  const lineage = allowedCodes(table.lineage, s.facets.lineage);
  const rounds = new Set(s.facets.round.map(Number));
  const priorAgainst = Uint8Array.from(table.prior.dictionary, (p) => (p === 'against' ? 1 : 0));
  const n = table.length;
  const include = new Uint8Array(n);
  const against = new Uint8Array(n);
  const weight = s.weighting === 'severity' ? new Float64Array(n) : null;
  for (let i = 0; i < n; i++) {
    const r = table.rule.codes[i]!;
    include[i] = ruleAllowed[r]! & family[table.family.codes[i]!]! & surface[table.surface.codes[i]!]! & method[table.method.codes[i]!]!
      & lineage[table.lineage.codes[i]!]! & (rounds.size === 0 || rounds.has(table.round[i]!) ? 1 : 0);
    against[i] = s.prior === 'release' ? priorAgainst[table.prior.codes[i]!]! : ruleAgainst[r]!;
    if (weight) weight[i] = ruleWeight[r]!;
  }
  return { include, against, weight };
}

/** Dense bootstrap indices: models as given (the leaderboard's panel), tasks = those with a verdict of a panel model, sorted. */
export interface DenseIndex {
  modelIds: string[];
  taskIds: string[];
  /** Per verdict: model index (−1 outside the panel) and task index. */
  model: Int32Array;
  task: Int32Array;
}

/**
 * Indexes models and tasks the way the build does (src/pipeline/table2-tables.ts
 * loadModelCells: distinct ids sorted with the default string order), so that resample b draws
 * the same tasks here and in the build.
 */
export function denseIndex(table: VerdictTable, panelModelIds: readonly string[]): DenseIndex {
  const modelIds = [...panelModelIds].sort();
  const modelPos = new Map(modelIds.map((id, i) => [id, i]));
  const modelOfCode = Int32Array.from(table.model.dictionary, (id) => modelPos.get(id) ?? -1);
  const taskSeen = new Uint8Array(table.task.dictionary.length);
  for (let i = 0; i < table.length; i++) if (modelOfCode[table.model.codes[i]!]! >= 0) taskSeen[table.task.codes[i]!] = 1;
  const taskIds = table.task.dictionary.filter((_, c) => taskSeen[c]).slice().sort();
  const taskPos = new Map(taskIds.map((id, i) => [id, i]));
  const taskOfCode = Int32Array.from(table.task.dictionary, (id) => taskPos.get(id) ?? -1);
  const model = new Int32Array(table.length);
  const task = new Int32Array(table.length);
  for (let i = 0; i < table.length; i++) {
    model[i] = modelOfCode[table.model.codes[i]!]!;
    task[i] = taskOfCode[table.task.codes[i]!]!;
  }
  return { modelIds, taskIds, model, task };
}

/** The (task, model) cells of the verdicts counted under a selection. */
export function selectedCells(table: VerdictTable, index: DenseIndex, rules: Readonly<Record<string, RuleMeta>>, s: Selection): TaskModelCells {
  const masks = verdictMasks(table, rules, s);
  return aggregateTaskModelCells(
    { task: index.task, model: index.model, pass: table.pass },
    { tasks: index.taskIds.length, models: index.modelIds.length, include: masks.include, against: masks.against, weight: masks.weight },
  );
}
