/**
 * The site builds from any valid release, and a failed site build destroys nothing (issue 44).
 *
 * One release, derived from test/fixtures/mini-release: its three panel models become `index.html`
 * (a file the site writes in models/ and tasks/<task>/), `null` and `1e5` (read as a null and a
 * number by careless code), probe builds become `verdicts.json` (a file in tasks/<task>/), `00`,
 * `0.0`, `x.1` and `a.`; the providers are written only in Arabic, only in Chinese, and half in Latin half in Arabic, the display names
 * in Arabic, Chinese and Greek. It goes through `scripts/data.ts --resamples 200` and one site build shared by every test
 * here; then a second site build over the same output, from a data build whose manifest is not
 * JSON, must fail and leave the first site byte for byte.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site/static-site.ts';
import { hashTree } from '../pipeline/helpers.ts';
import { writeRenamedRelease } from './renamed-release.ts';

const root = mkdtempSync(join(tmpdir(), 'site-build-'));
const release = join(root, 'release');
const data = join(root, 'data');
const site = join(root, 'site');

const ARABIC_PROVIDER = 'شركة';
const CHINESE_PROVIDER = '模型公司';
const MIXED_PROVIDER = 'Acme شركة';
const NAMES = { 'index.html': 'نموذج ألفا', null: '模型贝塔', '1e5': 'Γάμμα 3' } as const;

beforeAll(async () => {
  writeRenamedRelease('test/fixtures/mini-release', release, {
    'alpha-1': { model_id: 'index.html', display_name: NAMES['index.html'], provider: ARABIC_PROVIDER },
    'beta-2': { model_id: 'null', display_name: NAMES.null, provider: CHINESE_PROVIDER },
    'gamma-3': { model_id: '1e5', display_name: NAMES['1e5'], provider: MIXED_PROVIDER },
    'probe-1': { model_id: 'verdicts.json', provider: ARABIC_PROVIDER },
    'probe-2': { model_id: '00' },
    'probe-3': { model_id: '0.0' },
    'probe-4': { model_id: 'x.1' },
    'probe-5': { model_id: 'a.' },
  });
  const built = spawnSync(process.execPath, ['scripts/data.ts', '--release', release, '--out', data, '--resamples', '200'], { encoding: 'utf8' });
  expect(built.status, built.stderr.slice(-2000)).toBe(0);
  await buildSite({ dataBuildIfMissing: false, quiet: true, env: { HIF_DATA_DIR: data, SITE_OUT_DIR: site, BASE_PATH: '/' } });
});

const page = (relative: string) => readFileSync(join(site, relative), 'utf8');

describe('a release with non-Latin names and ids that are file names or numbers', () => {
  it('writes the Every Eval Ever records of providers named wholly or partly in Arabic or Chinese under ASCII folders', () => {
    const developers = readdirSync(join(data, 'every-eval-ever/data/harness-if-simulated')).sort();
    // Hand: 8 hex digits of `printf '%s' '<provider>' | sha256sum`; a provider with nothing left
    // gets "h-" before them, one partly in another script its ASCII slug and "-" (never bare "acme").
    expect(developers).toEqual(['acme-b174a4bc', 'h-95ef8c89', 'h-fae45990']);
  });

  it('gives every panel model its own page, the models index staying the index', () => {
    // `index.html` would be the folder models/index.html/ beside the index page's file: it gets "_".
    expect(page('models/_index.html/index.html')).toContain(NAMES['index.html']);
    expect(page('models/null/index.html')).toContain(NAMES.null);
    expect(page('models/1e5/index.html')).toContain(NAMES['1e5']);
    const index = page('models/index.html');
    for (const href of ['/models/_index.html/', '/models/null/', '/models/1e5/']) expect(index).toContain(`href="${href}"`);
  });

  it('gives every model its evidence page in each task, beside the task page and its verdicts.json', () => {
    // Panel tasks: the ones with a verdicts.json (a dropped task has none, and no evidence pages).
    const tasks = readdirSync(join(site, 'tasks'), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(site, 'tasks', e.name, 'verdicts.json'))).map((e) => e.name);
    expect(tasks.length).toBe(2); // mini-release: 2 panel tasks, 1 dropped
    for (const task of tasks) {
      const taskPage = page(`tasks/${task}/index.html`);
      for (const segment of ['_index.html', 'null', '1e5']) {
        expect(existsSync(join(site, 'tasks', task, segment, 'index.html')), `${task}/${segment}`).toBe(true);
        expect(taskPage).toContain(`href="/tasks/${task}/${segment}/"`);
      }
      expect(JSON.parse(page(`tasks/${task}/verdicts.json`))).toBeTypeOf('object');
      expect(existsSync(join(site, 'tasks', task, '_verdicts.json', 'index.html'))).toBe(false); // a probe build, not in the panel
    }
  });

  it('writes a page for every model of the data build\'s model index, each its own', () => {
    const models = (JSON.parse(readFileSync(join(data, 'entities/models.json'), 'utf8')) as { models: { model_id: string }[] }).models.map((m) => m.model_id);
    // Hand: the segment is the id, with "_" before ids that are files of the site (index.html, verdicts.json).
    const segment = (id: string) => (id === 'index.html' || id === 'verdicts.json' ? `_${id}` : id);
    expect(models).toEqual(expect.arrayContaining(['index.html', 'null', '1e5']));
    for (const id of models) expect(page(`models/${segment(id)}/index.html`), id).toContain('<html');
  });

  it('links every model page from the site to a file that exists', () => {
    const hrefs = new Set<string>();
    for (const file of ['index.html', 'models/index.html', 'rerank/index.html']) {
      for (const m of page(file).matchAll(/href="(\/(?:models|tasks)\/[^"#?]*)"/g)) hrefs.add(decodeURIComponent(m[1]!));
    }
    expect(hrefs.size).toBeGreaterThan(3);
    for (const href of hrefs) expect(existsSync(join(site, href, href.endsWith('/') ? 'index.html' : '')), href).toBe(true);
  });
});

describe('a failed site build', () => {
  it('leaves the previous site byte for byte and no temporary folder', async () => {
    const before = hashTree(site);
    const broken = join(root, 'broken-data');
    cpSync(data, broken, { recursive: true });
    writeFileSync(join(broken, 'manifest.json'), '{ not json');
    const failure = await buildSite({ dataBuildIfMissing: false, quiet: true, env: { HIF_DATA_DIR: broken, SITE_OUT_DIR: site, BASE_PATH: '/' } })
      .then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    // It failed inside astro build (its pages read the manifest), after Astro had emptied the folder it
    // writes to (astro/dist/core/build/static-build.js, emptyDir): written in place, the site would be gone.
    expect((failure as Error).message).toMatch(/^astro build exited with 1 while building the site from .*broken-data/);
    expect(hashTree(site)).toEqual(before);
    expect(readdirSync(dirname(site)).filter((n) => n.includes('.tmp-') || n.includes('.old-'))).toEqual([]);
  });
});
