/**
 * Calibration report of a release folder (stdout, JSON): `node sim/check/report.ts <dir> [resamples]`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ModelRecord, ProbeRecord, RuleRecord, TaskRecord, VerdictRecord } from '../../src/release/schemas.ts';
import { panelFigures } from './panelFigures.ts';
import { readJsonl, readManifest } from './readRelease.ts';

const dir = process.argv[2] ?? 'data/release';
const resamples = Number(process.argv[3] ?? '0');
// A panel-only calibration run has no manifest, only the panel files.
const f = existsSync(join(dir, 'manifest.json')) ? readManifest(dir).files
  : { models: { path: 'models.jsonl' }, rules: { path: 'rules.jsonl' }, tasks: { path: 'tasks.jsonl' }, verdicts: { path: 'verdicts.jsonl.gz' }, probe: { path: 'probe.jsonl' } };
const figures = panelFigures({
  models: readJsonl<ModelRecord>(dir, f.models.path), rules: readJsonl<RuleRecord>(dir, f.rules.path), tasks: readJsonl<TaskRecord>(dir, f.tasks.path),
  verdicts: readJsonl<VerdictRecord>(dir, f.verdicts.path), probe: readJsonl<ProbeRecord>(dir, f.probe.path),
}, resamples);
process.stdout.write(`${JSON.stringify(figures, (_k, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v), 1)}\n`);
