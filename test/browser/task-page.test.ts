/**
 * A task page says how many of its injected rules were scored and why the others are not in the
 * outcome grid (the mini release's copy, test/browser/payload-release.ts). Expected counts are
 * read from the data build's own files: the task entity's injected rules and the task's verdict
 * shard (the rules with a verdict).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('payloadUrl');
const dataDir = inject('payloadDataDir');
let browser: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.context.newPage();
});
afterAll(async () => browser?.close());

function expected(taskId: string): { injected: string[]; scored: Set<string> } {
  const task = JSON.parse(fs.readFileSync(path.join(dataDir, 'entities/tasks', `${taskId}.json`), 'utf8')) as { injected: { rule_id: string }[] };
  const shard = path.join(dataDir, 'entities/verdicts', `${taskId}.json`);
  const verdicts = fs.existsSync(shard) ? (JSON.parse(fs.readFileSync(shard, 'utf8')) as { verdicts: { rule_id: string }[] }).verdicts : [];
  return { injected: task.injected.map((i) => i.rule_id), scored: new Set(verdicts.map((v) => v.rule_id)) };
}

async function injectedRows(): Promise<string[][]> {
  return page.locator('table[data-injected] tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
}

describe('task page: injected rules and the outcome grid', () => {
  const tasks = () => (JSON.parse(fs.readFileSync(path.join(dataDir, 'entities/tasks.json'), 'utf8')) as { tasks: { task_id: string }[] }).tasks.map((t) => t.task_id);

  it('every task says how many injected rules have verdicts, marks the others "not scored", and the grid has one row per scored rule', async () => {
    let sawUnscored = false;
    for (const taskId of tasks()) {
      const want = expected(taskId);
      await page.goto(new URL(`tasks/${encodeURIComponent(taskId)}/`, siteUrl).href, { waitUntil: 'load' });
      const said = await page.locator('[data-injected-coverage]').textContent() ?? '';
      const scored = want.injected.filter((r) => want.scored.has(r)).length;
      expect(said, taskId).toContain(`${want.injected.length} ${want.injected.length === 1 ? 'rule' : 'rules'} injected`);
      if (scored === want.injected.length) expect(said, taskId).toContain('every one has verdicts');
      else if (scored === 0) expect(said, taskId).toContain('none has a verdict');
      else expect(said, taskId).toContain(`${scored} of them`);
      const rows = await injectedRows();
      expect(rows.map((r) => r[0]), taskId).toEqual(want.injected);
      expect(rows.map((r) => r[2]), taskId).toEqual(want.injected.map((r) => (want.scored.has(r) ? 'in the grid' : 'not scored')));
      expect(await page.locator('.outcome-grid tbody tr').count(), taskId).toBe(scored);
      if (scored < want.injected.length) sawUnscored = true;
    }
    // The mini release has a candidate task without verdicts: the "not scored" branch was seen.
    expect(sawUnscored).toBe(true);
  });
});
