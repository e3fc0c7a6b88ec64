/**
 * A model's URL segment cannot be a file the site writes beside its pages (issue 44: a model id
 * `index.html` made the build fail with EISDIR dist/models/index.html), and reads back to the id.
 */
import { describe, expect, it } from 'vitest';
import { modelIdOfSegment, modelSegment, pagePaths } from '../../src/site/urls.ts';

describe('modelSegment', () => {
  it('prefixes "_" to ids that are files of the site (index.html, verdicts.json and their .br/.gz)', () => {
    expect(['index.html', 'index.html.br', 'verdicts.json', 'verdicts.json.gz'].map(modelSegment))
      .toEqual(['_index.html', '_index.html.br', '_verdicts.json', '_verdicts.json.gz']);
  });
  it('keeps every other id, and reads every segment back to its id', () => {
    const ids = ['null', '1e5', '00', '0.0', 'x.1', 'a.', 'index', 'indexer.v2', 'claude-opus-4.7', 'index.html', 'verdicts.json'];
    expect(ids.filter((id) => !id.startsWith('index.') && !id.startsWith('verdicts.')).map(modelSegment))
      .toEqual(['null', '1e5', '00', '0.0', 'x.1', 'a.', 'index', 'indexer.v2', 'claude-opus-4.7']);
    expect(ids.map((id) => modelIdOfSegment(modelSegment(id)))).toEqual(ids);
    expect(new Set(ids.map(modelSegment)).size).toBe(ids.length);
  });
  it('is what the page paths use', () => {
    expect(pagePaths.model('index.html')).toBe('models/_index.html/');
    expect(pagePaths.evidence('T001', 'verdicts.json', 'V000001')).toBe('tasks/T001/_verdicts.json/#V000001');
  });
});
