/**
 * The verdict explorer's free-text search over evidence and rationale: the per-task verdict
 * shards are fetched only when a text query is given, only for the tasks of the selection not
 * fetched yet, and at most MAX_TEXT_TASKS of them; matching is a lowercase substring test.
 */
import { tasksOf } from './selection.ts';
import { verdictIdAt, type VerdictColumns } from './columns.ts';

/**
 * Most tasks whose evidence files a text search reads (about 0.35 MB each): every task of a
 * paper-scale release (60 with verdicts), not the 6,000 of a 100× one.
 */
export const MAX_TEXT_TASKS = 100;

export class TextSearch {
  /** Evidence and rationale by verdict id, lowercased, of the tasks fetched so far. */
  private readonly texts = new Map<string, string>();
  private readonly fetched = new Set<string>();

  /** The per-task verdict shard's URL with `{task}` in place of the task id. */
  private readonly shardUrl: string;

  constructor(shardUrl: string) {
    this.shardUrl = shardUrl;
  }

  /** How many tasks' texts are held. */
  get taskCount(): number {
    return this.fetched.size;
  }

  /**
   * Fetches the shards of the rows' tasks not fetched yet (`reading` is told how many first);
   * resolves false when `current()` turns false (a newer search superseded this one).
   */
  async load(data: VerdictColumns, rows: Uint32Array, current: () => boolean, reading: (tasks: number) => void): Promise<boolean> {
    const missing = [...tasksOf(data, rows)].filter((t) => !this.fetched.has(t));
    if (missing.length === 0) return true;
    reading(missing.length);
    for (const task of missing) {
      const response = await fetch(this.shardUrl.replace('{task}', encodeURIComponent(task)));
      if (!response.ok) throw new Error(`${task}: HTTP ${response.status}`);
      const shard = (await response.json()) as { verdicts: { verdict_id: string; evidence: string; rationale: string }[] };
      for (const v of shard.verdicts) this.texts.set(v.verdict_id, `${v.evidence}\n${v.rationale}`.toLowerCase());
      this.fetched.add(task);
      if (!current()) return false;
    }
    return true;
  }

  /** The rows whose evidence or rationale contains `query` (case-insensitive), in their order. */
  matches(data: VerdictColumns, rows: Uint32Array, query: string): Uint32Array {
    const needle = query.toLowerCase();
    const out = new Uint32Array(rows.length);
    let m = 0;
    for (const i of rows) if (this.texts.get(verdictIdAt(data, i))?.includes(needle)) out[m++] = i;
    return out.subarray(0, m);
  }
}
