/**
 * Words for the probe consensus thresholds the build wrote (entities/rules.json
 * consensus_thresholds: the paper's 4/9, 5/9 and 7/9 scaled to the release's probe builds,
 * src/release/consensus.ts). The pages only present them: the reliability page's sentence, the
 * rule page's labels, the re-rank page's prior options.
 */
import type { RuleIndex } from '../../artifacts/entities.ts';
import { PAPER_PROBE_BUILDS } from '../../release/consensus.ts';

type Threshold = RuleIndex['consensus_thresholds'][number];

/**
 * "4/6" — and "(the paper's 5 of 9)" after it when this release's threshold is not the paper's
 * (written "k of 9", not "k/9": a k/9 on a page is read as this release's threshold).
 */
export function thresholdLabel(t: Threshold): string {
  const own = `${t.builds}/${t.probe_builds}`;
  return t.probe_builds === PAPER_PROBE_BUILDS && t.builds === t.paper_builds ? own : `${own} (the paper's ${t.paper_builds} of ${PAPER_PROBE_BUILDS})`;
}

/** The reliability page's sentence on the thresholds, for this release's probe cohort. */
export function consensusThresholdsSentence(thresholds: readonly Threshold[]): string {
  const n = thresholds[0]?.probe_builds ?? 0;
  if (n === 0) return 'This release has no probe builds, so no rule has a consensus label and no threshold applies.';
  const scaled = thresholds.some((t) => t.probe_builds !== PAPER_PROBE_BUILDS || t.builds !== t.paper_builds);
  const list = thresholds.map((t) => `${t.builds}/${n}`).join(', ');
  const paper = thresholds.map((t) => String(t.paper_builds));
  const paperList = `${paper.slice(0, -1).join(', ')} and ${paper.at(-1)!}`;
  const defining = thresholds.find((t) => t.key === 't5');
  return `Consensus thresholds count the probe builds that agree on a rule's prior, out of the ${n} probe build${n === 1 ? '' : 's'} of this release: ${list}`
    + (scaled ? `: the paper's ${paperList} of ${PAPER_PROBE_BUILDS}, scaled to ${n} (the smallest count whose share of ${n} is at least the paper's share of ${PAPER_PROBE_BUILDS})` : ", the paper's own")
    + (defining ? `. A rule is recoverable when ${defining.builds} of ${n} agree.` : '.');
}
