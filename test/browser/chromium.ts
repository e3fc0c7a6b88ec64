/**
 * Launch Debian's chromium (/usr/bin/chromium, never a downloaded browser) through
 * playwright-core, headless, with a fresh user-data-dir and no background network traffic.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LaunchedBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchChromium(options: { colorScheme?: 'light' | 'dark'; width?: number; height?: number } = {}): Promise<LaunchedBrowser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: true,
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** What a page logged as an error (console errors, uncaught exceptions) and what it requested from another origin, while watched. */
export interface PageProblems {
  errors: string[];
  foreign: string[];
}

/** Records console errors, uncaught exceptions and requests to an origin other than `origin` on every URL the page visits from now on. */
export function watchPage(page: Page, origin: string): PageProblems {
  const problems: PageProblems = { errors: [], foreign: [] };
  page.on('console', (m) => { if (m.type() === 'error') problems.errors.push(`${page.url()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.errors.push(`${page.url()}: ${e.message}`));
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith('data:') && !u.startsWith('blob:') && new URL(u).origin !== origin) problems.foreign.push(u);
  });
  return problems;
}
