// The site search's two fixes: the text Pagefind indexes keeps a break between cells
// (src/site/search-index.ts, checked on Pagefind's own index of a tiny folder), and a result is
// kept only when the query's words are really on the page (src/site/search-match.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexSiteSearch, pageUrl, spaceBetweenBlocks } from '../../src/site/search-index.ts';
import { matchesQuery } from '../../src/site/search-match.ts';

describe('spaceBetweenBlocks', () => {
  it('puts a space after block and cell end tags only', () => {
    expect(spaceBetweenBlocks('<dl><dt>Provider</dt><dd>OpenAI</dd></dl>')).toBe('<dl><dt>Provider</dt> <dd>OpenAI</dd> </dl> ');
    expect(spaceBetweenBlocks('<tr><td>a</td><TD>b</TD></tr>')).toBe('<tr><td>a</td> <TD>b</TD> </tr> ');
    expect(spaceBetweenBlocks('x<br>y<br/>z')).toBe('x<br> y<br/> z');
    // Links and buttons side by side ("Copy as LaTeXMarkdownCSV") are separated too.
    expect(spaceBetweenBlocks('Copy as <button>LaTeX</button><button>CSV</button><a href="x">JSON</a>')).toBe('Copy as <button>LaTeX</button> <button>CSV</button> <a href="x">JSON</a> ');
    // Other inline end tags are left alone: a word split by that markup stays one word.
    expect(spaceBetweenBlocks('<em>Rule</em>s <code>npm</code>, <span>a</span>b')).toBe('<em>Rule</em>s <code>npm</code>, <span>a</span>b');
  });
});

describe('pageUrl', () => {
  it('drops index.html as Pagefind does for a folder', () => {
    expect(pageUrl('index.html')).toBe('/');
    expect(pageUrl('models/x/index.html')).toBe('/models/x/');
    expect(pageUrl('404.html')).toBe('/404.html');
  });
});

describe('indexSiteSearch on a tiny site', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-search-index-'));
    fs.mkdirSync(path.join(dir, 'models/m'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'models/m/index.html'), '<!doctype html><html lang="en"><head><title>M</title></head><body><main data-pagefind-body><h1>Model M</h1><dl><dt>Provider</dt><dd>Lab</dd></dl><table><tr><td>alpha</td><td>beta</td></tr></table></main></body></html>');
    fs.writeFileSync(path.join(dir, 'unmarked.html'), '<!doctype html><html lang="en"><body><p>Not a page of the site</p></body></html>');
  });
  afterAll(() => { if (dir) fs.rmSync(dir, { recursive: true, force: true }); });

  it('indexes the marked page only, with its cells as separate words', async () => {
    const summary = await indexSiteSearch(dir);
    expect(summary.pages).toBe(1);
    // The page's fragment (gzip-compressed JSON with a "pagefind_dcd" signature) holds its text.
    const { gunzipSync } = await import('node:zlib');
    const fragments = path.join(dir, 'pagefind/fragment');
    const texts = fs.readdirSync(fragments).map((f) => gunzipSync(fs.readFileSync(path.join(fragments, f))).toString('utf8'));
    expect(texts).toHaveLength(1);
    const content = (JSON.parse(texts[0]!.replace(/^pagefind_dcd/, '')) as { content: string; url: string });
    expect(content.url).toBe('/models/m/');
    expect(content.content).toMatch(/Provider\s+Lab/);
    expect(content.content).toMatch(/alpha\W+beta/);
    expect(content.content).not.toMatch(/ProviderLab|alphabeta/);
  }, 60_000);
});

describe('matchesQuery', () => {
  it('drops a page whose only match is a short stem of the query ("zzzz" → "z")', () => {
    expect(matchesQuery('zzzz', 'SELECT z * z FROM q WHERE z = 0')).toBe(false);
    expect(matchesQuery('zzzz', 'no such word')).toBe(false);
  });
  it('keeps stems Pagefind means and words typed whole, in any case', () => {
    expect(matchesQuery('rules', 'The rule library')).toBe(true);
    expect(matchesQuery('running', 'run the build')).toBe(true);
    expect(matchesQuery('OpenAI', 'Provider OpenAI')).toBe(true);
    expect(matchesQuery('SD', 'Surface sd · system prompt')).toBe(true);
    expect(matchesQuery('R0001', 'rule R0001: tabs')).toBe(true);
  });
  it('needs every word of the query; an empty query matches nothing', () => {
    expect(matchesQuery('rule zzzz', 'rule z')).toBe(false);
    expect(matchesQuery('rule lab', 'rule of the lab')).toBe(true);
    expect(matchesQuery('  ', 'anything')).toBe(false);
  });
});
