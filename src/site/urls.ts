/**
 * Every site URL is made here, from the base path Astro was built with (import.meta.env.BASE_URL
 * at the call site), so the site works under any base path and no page hand-writes a link.
 */
import type { LinkResolver } from './format.ts';

/** Join the base path and a site-relative path ("models/x/") into an absolute URL path. */
export function siteUrl(base: string, relative: string): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  return `${b}${relative.replace(/^\/+/, '')}`;
}

const enc = encodeURIComponent;

/**
 * The URL path segment of a model's pages (models/<segment>/, tasks/<task>/<segment>/): the model
 * id, except an id that would name a file the site writes beside those pages — models/index.html,
 * tasks/<task>/index.html and tasks/<task>/verdicts.json, with their .br and .gz copies — which
 * gets a leading "_": an id starting "index." or "verdicts.". No model id starts with "_" (the
 * release format's ids start with a letter or digit), so every id keeps a segment of its own and
 * `modelIdOfSegment` reads it back.
 */
export function modelSegment(modelId: string): string {
  return /^(index|verdicts)\./.test(modelId) ? `_${modelId}` : modelId;
}

/** The model id of a segment made by `modelSegment`. */
export function modelIdOfSegment(segment: string): string {
  return segment.startsWith('_') ? segment.slice(1) : segment;
}

export const pagePaths = {
  overview: () => '',
  models: () => 'models/',
  model: (id: string) => `models/${enc(modelSegment(id))}/`,
  rules: () => 'rules/',
  rule: (id: string) => `rules/${enc(id)}/`,
  tasks: () => 'tasks/',
  verdicts: () => 'verdicts/',
  task: (id: string) => `tasks/${enc(id)}/`,
  /** Evidence of every verdict of one model on one task; a verdict is the fragment. */
  evidence: (taskId: string, modelId: string, verdictId?: string) =>
    `tasks/${enc(taskId)}/${enc(modelSegment(modelId))}/${verdictId ? `#${enc(verdictId)}` : ''}`,
  surfaces: () => 'surfaces/',
  failures: () => 'failures/',
  reliability: () => 'reliability/',
  noncoding: () => 'non-coding/',
  downloads: () => 'downloads/',
  simulated: () => 'simulated/',
  paperMap: () => 'paper-map/',
  rerank: () => 'rerank/',
  compare: () => 'compare/',
  yourModel: () => 'your-model/',
  query: () => 'query/',
  reproduce: () => 'reproduce/',
  search: () => 'search/',
  table: (id: string) => `tables/${enc(id)}/`,
  tableJson: (id: string) => `data/tables/${enc(id)}.json`,
  tableCsv: (id: string) => `data/tables/${enc(id)}.csv`,
} as const;

/**
 * Link resolver for table id columns. `verdictLocation` finds the task and model of a verdict id
 * (null leaves the cell unlinked rather than pointing at a page that does not exist).
 */
export function makeLinkResolver(
  base: string,
  verdictLocation: (id: string) => { task_id: string; model_id: string } | null,
  knownModels: ReadonlySet<string>,
): LinkResolver {
  return (kind, id) => {
    switch (kind) {
      case 'model': return knownModels.has(id) ? siteUrl(base, pagePaths.model(id)) : null;
      case 'rule': return siteUrl(base, pagePaths.rule(id));
      case 'task': return siteUrl(base, pagePaths.task(id));
      case 'verdict': {
        const at = verdictLocation(id);
        return at ? siteUrl(base, pagePaths.evidence(at.task_id, at.model_id, id)) : null;
      }
      case 'surface': return siteUrl(base, `${pagePaths.surfaces()}#surface-${enc(id)}`);
      case 'family': return siteUrl(base, `${pagePaths.rules()}?family=${enc(id)}`);
      case 'modality': return siteUrl(base, `${pagePaths.rules()}?modality=${enc(id)}`);
      case 'method': return siteUrl(base, `${pagePaths.rules()}?method=${enc(id)}`);
      case 'build': return null;
    }
  };
}
