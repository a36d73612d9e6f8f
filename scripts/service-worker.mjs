/**
 * Builds the service worker (src/service-worker/sw.ts) into `dist/client/sw.js` after Astro's build,
 * with Serwist's list of the files to precache: every prerendered page under its clean address,
 * the build's scripts, styles and icons (docs/decisions/031-offline-field-app.md).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getManifest } from '@serwist/build';
import { build } from 'esbuild';

/**
 * The address a prerendered page is served at: `index.html` → `/`, `en.html` → `/en`,
 * `en/about.html` → `/en/about`; any other file keeps its path.
 * @param {string} file a path relative to the build's client folder
 */
export function addressOf(file) {
  if (!file.endsWith('.html')) return `/${file}`;
  const page = file.slice(0, -'.html'.length);
  return page === 'index' ? '/' : `/${page}`;
}

/** Hashed file names change with their content: Serwist needs no revision of its own for them. */
const HASHED = /^\/_astro\//;

/** @returns {import('astro').AstroIntegration} */
export const serviceWorker = () => ({
  name: 'rudel:service-worker',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const { manifestEntries, size, warnings } = await getManifest({
        globDirectory: root,
        globPatterns: ['**/*.html', '_astro/**/*.{js,css}', 'icons/*.png', '*.svg', '**/manifest.webmanifest'],
        // The not-found page is the Worker's to answer; the HEIC decoder (1 MB) loads only when a
        // member picks such a picture, which needs a connection anyway.
        globIgnores: ['404.html', '_astro/heic-worker-*.js'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((entry) => {
              const url = addressOf(entry.url);
              return { ...entry, url, revision: HASHED.test(url) ? null : entry.revision };
            }),
            warnings: [],
          }),
        ],
      });
      for (const warning of warnings) logger.warn(warning);
      await build({
        entryPoints: [fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url))],
        outfile: join(root, 'sw.js'),
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2022',
        tsconfig: fileURLToPath(new URL('../src/service-worker/tsconfig.json', import.meta.url)),
        define: { 'self.__SW_MANIFEST': JSON.stringify(manifestEntries), 'process.env.NODE_ENV': '"production"' },
        logLevel: 'warning',
      });
      logger.info(`sw.js precaches ${manifestEntries.length} files (${Math.round(size / 1024)} KB)`);
    },
  },
});
