// Astro configuration of the companion site: fully static output that works from any static
// host, under a base path (BASE_PATH=/x) and offline. Every URL in pages goes through
// import.meta.env.BASE_URL, so the base set here is the only place it is decided.
import { defineConfig } from 'astro/config';

const base = process.env.BASE_PATH && process.env.BASE_PATH !== '/' ? process.env.BASE_PATH.replace(/\/+$/, '') : '/';

export default defineConfig({
  output: 'static',
  base,
  trailingSlash: 'ignore',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  // Telemetry and dev toolbar make requests we do not want; neither matters for a static build.
  devToolbar: { enabled: false },
  prefetch: false,
  vite: { build: { assetsInlineLimit: 0 } },
});
