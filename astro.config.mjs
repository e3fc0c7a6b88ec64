// Astro configuration of the companion site: fully static output that works from any static
// host, under a base path (BASE_PATH=/x) and offline. Every URL in pages goes through
// import.meta.env.BASE_URL, so the base set here is the only place it is decided.
import { defineConfig } from 'astro/config';
import sitemap from '@astrojs/sitemap';

const base = process.env.BASE_PATH && process.env.BASE_PATH !== '/' ? process.env.BASE_PATH.replace(/\/+$/, '') : '/';

// SITE_URL (e.g. https://example.org) is where the site will live: with it, the build writes
// sitemap-index.xml with absolute URLs; without it there is no address to write, so no sitemap.
const site = process.env.SITE_URL ? process.env.SITE_URL.replace(/\/+$/, '') : undefined;

export default defineConfig({
  output: 'static',
  ...(site ? { site, integrations: [sitemap()] } : {}),
  base,
  trailingSlash: 'ignore',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  // Telemetry and dev toolbar make requests we do not want; neither matters for a static build.
  devToolbar: { enabled: false },
  prefetch: false,
  vite: { build: { assetsInlineLimit: 0 } },
});
