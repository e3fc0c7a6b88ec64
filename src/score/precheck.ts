/**
 * What must hold before the submitted rows can join the release at all: a verdict file holds
 * the rows of exactly one model, that model is new to the release (its id is not in
 * models.jsonl), and every round is one of the release's rounds (a run file made from the
 * verdicts would otherwise invent the round's run). Everything else — unknown task, rule or round, a rule not injected in its
 * task, duplicated keys, votes against the verdict — is the release validator's, on the
 * combined release (problem-lines.ts maps its lines back). Pure.
 */
import type { ReleaseProblem } from '../release/problems.ts';
import { stringField } from './fields.ts';
import type { SubmittedFile } from './submission.ts';

/** The model id of the submission and the problems that stop scoring before validation. */
interface Precheck {
  modelId: string | null;
  problems: ReleaseProblem[];
}

/**
 * `rounds`: the rounds of the release's runs.
 * `cohort`: model id → its line in the release's models file (`modelsFile`). The model id is the
 * first row's; every row with another id is a problem, and so is an id already in the cohort
 * (reported once, at its first row).
 */
export function precheckSubmission(
  verdicts: Pick<SubmittedFile, 'path' | 'lines' | 'values'>, runs: Pick<SubmittedFile, 'path' | 'lines' | 'values'> | null, cohort: ReadonlyMap<string, number>, modelsFile: string, rounds: ReadonlySet<number>,
): Precheck {
  const problems: ReleaseProblem[] = [];
  if (verdicts.lines === 0) {
    problems.push({ file: verdicts.path, line: null, field: '(file)', message: 'no verdict rows: the file is empty' });
    return { modelId: null, problems };
  }
  let modelId: string | null = null;
  let firstLine = 0;
  for (const file of runs === null ? [verdicts] : [verdicts, runs]) {
    file.values.forEach((value, i) => {
      const round = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)['round'] : undefined;
      if (typeof round === 'number' && Number.isInteger(round) && !rounds.has(round)) {
        problems.push({ file: file.path, line: i + 1, field: 'round', message: `unknown round ${round}: the release's runs have rounds ${[...rounds].sort((a, b) => a - b).join(', ')}` });
      }
      const id = stringField(value, 'model_id');
      if (id === null) return; // a missing or non-string model_id is the schema's problem
      if (modelId === null) {
        modelId = id;
        firstLine = i + 1;
        const existing = cohort.get(id);
        if (existing !== undefined) {
          problems.push({ file: file.path, line: i + 1, field: 'model_id', message: `model "${id}" is already in the release (${modelsFile} line ${existing}): score a model the cohort does not hold, or give it a new id` });
        }
      } else if (id !== modelId) {
        problems.push({ file: file.path, line: i + 1, field: 'model_id', message: `model "${id}" differs from "${modelId}" (${verdicts.path} line ${firstLine}): the files hold the rows of one model` });
      }
    });
  }
  if (modelId === null) problems.push({ file: verdicts.path, line: null, field: 'model_id', message: 'no row has a model_id' });
  return { modelId, problems };
}
