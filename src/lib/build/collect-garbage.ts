/**
 * A full garbage collection of this thread's heap, at a point where a step has just left a lot of
 * garbage behind. V8 decides when to collect by its own heap's growth; memory held by buffers
 * (ArrayBuffer, SharedArrayBuffer) counts for little in that decision. At 100×, Table 2 leaves
 * about half a gigabyte of them (the resample multiplicities, shared with its worker threads, and
 * the prepared copies of the leaderboard), which were collected only 5–8 s later, while the SQL
 * steps, the Parquet writer, the shard readers and the E0 thread were allocating: the build's
 * peak RSS (2.79–2.86 GiB, the limit is 3 GiB) fell in that window.
 *
 * V8's gc() function exists only with --expose-gc; the flag is set here at run time and gc() taken
 * from a new context, where V8 then installs it (node:v8 setFlagsFromString). If that ever stops
 * working, nothing is collected early and the build is otherwise the same.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined;

export function collectGarbage(): void {
  if (gc === undefined) {
    setFlagsFromString('--expose-gc');
    const exposed: unknown = runInNewContext('typeof gc === "function" ? gc : undefined');
    gc = typeof exposed === 'function' ? (exposed as () => void) : () => {};
  }
  gc();
}
