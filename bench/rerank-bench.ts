/**
 * The bench's re-ranking part: build the site from a data build once (or take a built one),
 * time the re-rank page in headless Chromium, and the same computation in Node, on the same
 * selections. Each half reports why it was not measured instead of failing the whole bench.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import { siteToMeasure } from './site-to-measure.ts';
import { FAMILIES, SCORING_METHODS, SURFACES, DETERMINISTIC_METHODS } from '../src/release/vocab.ts';
import { benchSelections, CHROMIUM, measureRerankInBrowser, type BrowserRerankResult } from './browser-rerank.ts';
import { measureRerankInNode, type NodeRerankResult } from './rerank-node.ts';
import type { RerankSection } from './rerank-report.ts';

interface RerankBenchOptions {
  /** A data build (manifest.json, qualifying_verdicts.arrow, entities, tables). */
  dataDir: string;
  /** A site already built from dataDir, or null to build one into `work`. */
  siteDir: string | null;
  /** Base path of that site (the one built here uses /hif/). */
  base: string;
  rounds: number;
  work: string;
  command: string;
  log: (line: string) => void;
}

/** The Issue 5 budget for one recompute. */
export const RERANK_BUDGET_MS = 50;

/** The form's option values per facet, in the page's order (src/site/rerank/page-data.ts rerankFacets). */
function facetOptions(dataDir: string): Record<string, readonly string[]> {
  const index = JSON.parse(readFileSync(join(dataDir, 'entities/models.json'), 'utf8')) as { models: { model_id: string }[] };
  const first = index.models[0];
  const rounds = first ? (JSON.parse(readFileSync(join(dataDir, 'entities/models', `${first.model_id}.json`), 'utf8')) as { by_round: { key: string }[] }).by_round.map((b) => b.key) : [];
  return { family: FAMILIES, surface: SURFACES, method: SCORING_METHODS, round: rounds };
}

export async function runRerankBench(o: RerankBenchOptions): Promise<RerankSection> {
  const loadStart = loadavg()[0]!;
  if (!existsSync(join(o.dataDir, 'manifest.json'))) throw new Error(`${o.dataDir}/manifest.json: no data build to measure the re-ranking on`);
  let browser: BrowserRerankResult | null = null;
  let browserProblem: string | null = null;
  if (!existsSync(CHROMIUM)) {
    browserProblem = `${CHROMIUM} is not installed`;
  } else {
    try {
      const { siteDir, base } = await siteToMeasure(o, 're-rank');
      o.log(`re-rank: timing ${o.rounds} rounds of filter changes in headless Chromium`);
      browser = await measureRerankInBrowser({ siteDir, base, rounds: o.rounds, warmup: 2 });
    } catch (error) {
      browserProblem = (error as Error).message.split('\n')[0]!;
      o.log(`re-rank: Chromium not measured: ${browserProblem}`);
    }
  }
  let node: NodeRerankResult | null = null;
  let nodeProblem: string | null = null;
  try {
    o.log('re-rank: timing the same selections in Node');
    node = measureRerankInNode(o.dataDir, benchSelections([...DETERMINISTIC_METHODS]), facetOptions(o.dataDir), o.rounds);
  } catch (error) {
    nodeProblem = (error as Error).message.split('\n')[0]!;
  }
  return {
    date: new Date().toISOString(), command: o.command, load: { start: loadStart, end: loadavg()[0]!, cores: cpus().length },
    browser, browserProblem, node, nodeProblem, budgetMs: RERANK_BUDGET_MS,
  };
}
