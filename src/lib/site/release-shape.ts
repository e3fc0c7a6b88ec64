/**
 * The shape of the loaded release, for page text that would otherwise state the paper's own
 * panel as a fact (6–10 turns, three rounds, nine probe builds, thresholds out of 9): the rounds
 * run, the range of user turns over panel tasks, the builds of each cohort. Read from the data
 * build's Parquet copies of the release files (selection only: counting distinct values).
 */
import { readParquetRows } from './parquet-read.ts';
import { artifactPaths } from '../artifacts/paths.ts';

export interface ReleaseShape {
  /** Distinct rounds of the panel runs, ascending. */
  rounds: number[];
  /** Fewest and most user turns of a panel task. */
  turns: { min: number; max: number };
  panelBuilds: string[];
  probeBuilds: string[];
  e0Builds: string[];
  noncodingBuilds: string[];
  /** Display names of every build of every cohort (the model index has the panel only). */
  names: Map<string, string>;
}

let cached: Promise<ReleaseShape> | null = null;

export function releaseShape(): Promise<ReleaseShape> {
  cached ??= (async () => {
    const models = await readParquetRows(artifactPaths.parquet('models'), ['model_id', 'display_name', 'in_panel', 'in_probe', 'in_e0', 'in_noncoding'], null, 'model_id');
    const rounds = await readParquetRows(artifactPaths.parquet('runs'), ['round'], null, 'round');
    const tasks = await readParquetRows(artifactPaths.parquet('tasks'), ['task_id', 'turns'], `status = 'panel'`, 'task_id');
    const turnCounts = tasks.map((t) => (t.turns as unknown as unknown[]).length);
    const ids = (flag: string) => models.filter((m) => m[flag] === true).map((m) => String(m.model_id));
    return {
      rounds: [...new Set(rounds.map((r) => Number(r.round)))],
      turns: { min: Math.min(...turnCounts), max: Math.max(...turnCounts) },
      panelBuilds: ids('in_panel'), probeBuilds: ids('in_probe'), e0Builds: ids('in_e0'), noncodingBuilds: ids('in_noncoding'),
      names: new Map(models.map((m) => [String(m.model_id), String(m.display_name)])),
    };
  })();
  return cached;
}

/** "6–10" or "4" (a range of counts, en dash). */
export function countRange(range: { min: number; max: number }): string {
  return range.min === range.max ? String(range.min) : `${range.min}–${range.max}`;
}
