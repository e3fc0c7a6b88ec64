import type { ScenarioBank } from './types.ts';

export const SYSTEMS: ScenarioBank = {
  repos: [
    { name: 'quarry-kv', about: 'a Rust embedded key-value store with a write-ahead log, used by Quarry Labs services' },
    { name: 'shardmap', about: 'a Go library and daemon that assigns shards to nodes with consistent hashing' },
    { name: 'lumen-ingest', about: 'a C++20 log-ingestion daemon that batches and compresses events before shipping them' },
    { name: 'tinyq', about: 'a Rust message queue with a TCP protocol and a disk-backed segment store' },
  ],
  goals: [
    {
      title: 'Fix data loss on crash during WAL rotation',
      repos: ['quarry-kv'],
      request: 'We lost writes after a power cut in staging. I suspect the WAL rotation: the new segment is created before the old one is fsynced. Can you confirm and fix it?',
      correction: 'I said fsync the old segment, but the directory entry also needs an fsync after the rename on Linux. Please handle that too.',
      followups: [
        'Can you write a test that simulates a crash between the two steps?',
        'What does the fix cost in write latency? Measure it with the existing bench.',
        'Document the durability guarantee in the module docs.',
      ],
    },
    {
      title: 'Reduce lock contention in the shard map',
      repos: ['shardmap'],
      request: 'Profiling shows most time in the global mutex around the shard map when we have more than 32 goroutines. Replace it with something that scales for a read-heavy workload.',
      correction: 'Correction: updates are not as rare as I said — rebalancing does bursts of thousands. Make sure writers do not starve.',
      followups: [
        'Please run the benchmarks with `-race` as well as without.',
        'Show me the before/after numbers for 8, 32 and 128 goroutines.',
        'Is there any place that relied on the lock for something other than the map?',
      ],
    },
    {
      title: 'Add backpressure to the ingest pipeline',
      repos: ['lumen-ingest'],
      request: 'When the upstream collector is slow, the ingest daemon buffers without bound and gets OOM-killed. Add backpressure: bounded queues, and block or drop with a counter when full.',
      correction: 'Sorry, dropping is not acceptable for audit events. Those must block; everything else can drop.',
      followups: [
        'What queue size do you suggest given 50k events/s and 2 GB of memory?',
        'Add metrics for queue depth and drops.',
        'Please test the behaviour when the collector is down completely.',
      ],
    },
    {
      title: 'Implement graceful shutdown for the queue server',
      repos: ['tinyq'],
      request: 'On SIGTERM the server exits immediately and in-flight messages are lost. Implement graceful shutdown: stop accepting, drain in-flight requests with a deadline, flush segments, then exit.',
      correction: 'I forgot that the second SIGTERM should force an immediate exit; operators rely on that.',
      followups: [
        'What deadline do you think is sensible for draining?',
        'Can you test it with a client that keeps sending during shutdown?',
        'Log one line per phase so we can see where a slow shutdown spends its time.',
      ],
    },
    {
      title: 'Port the checksum code to SIMD',
      repos: ['quarry-kv', 'tinyq'],
      request: 'CRC32C on segment reads is 20% of CPU. Use the hardware instruction where available, keep a portable fallback, and make sure results are identical.',
      correction: 'Actually we also ship an ARM64 build for the Graviton hosts. The fast path needs to cover that too.',
      followups: [
        'Please add a property test comparing the fast path and the fallback on random input.',
        'How is the implementation picked at runtime?',
        'Show benchmark numbers for 4 KB and 1 MB buffers.',
      ],
    },
    {
      title: 'Fix the file-descriptor leak under connection churn',
      repos: ['lumen-ingest', 'tinyq'],
      request: 'After a day under load the daemon hits the fd limit. `lsof` shows thousands of sockets in CLOSE_WAIT. Find the leak and fix it.',
      correction: 'Hmm, I said sockets, but some of those are segment files too — check the reader path that opens files per request.',
      followups: [
        'Can you write a test that counts open descriptors before and after many connections?',
        'Are there other error paths that return early without closing?',
        'Please keep the fix small; we want to backport it.',
      ],
    },
    {
      title: 'Add a metrics endpoint with latency histograms',
      repos: ['shardmap', 'tinyq'],
      request: 'We have no visibility into request latency. Add a Prometheus `/metrics` endpoint with latency histograms per operation and counters for errors, without adding measurable overhead to the hot path.',
      correction: 'Sorry, the SRE team asked for native histograms where the client library supports them, not fixed buckets. Use those if available, otherwise explain.',
      followups: [
        'What is the overhead per request? Measure it with the existing benchmark.',
        'Keep label cardinality bounded: no per-key or per-client labels.',
        'Add a test that scrapes the endpoint and checks the metric names.',
      ],
    },
    {
      title: 'Make compaction run without blocking writes',
      repos: ['quarry-kv'],
      request: 'Compaction holds the write lock for its whole run, so p99 write latency spikes to seconds every few minutes. Make compaction work on a snapshot and only take the lock to swap in the result.',
      correction: 'I was wrong about deletes: tombstones must survive compaction until every older segment is gone. Please keep that invariant.',
      followups: [
        'What happens if a crash occurs between writing the new segment and the swap?',
        'Show p99 write latency before and after under the mixed workload bench.',
        'Add a property test that compares reads before and after compaction.',
      ],
    },
    {
      title: 'Fuzz the wire-protocol parser',
      repos: ['tinyq', 'lumen-ingest'],
      request: 'The protocol parser is hand-written and has crashed on malformed frames from a buggy client. Add a fuzz target for it, run it, and fix whatever it finds.',
      correction: 'Correction: frames larger than 16 MiB are valid for the bulk API. Do not treat them as malformed; just stream them.',
      followups: [
        'Check the crash inputs into a regression corpus.',
        'How long did you fuzz, and how much coverage did it reach?',
        'Make sure the fuzz target builds in CI even if it does not run there.',
      ],
    },
  ],
  followups: [
    'Run the stress test for a few minutes, not just the unit tests.',
    'Does this change the on-disk format? If yes, stop and tell me first.',
    'If you touched unsafe or low-level memory code, explain why it is sound.',
    'What happens on a 32-bit target?',
  ],
};
