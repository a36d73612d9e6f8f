// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import UnoCSS from '@unocss/astro';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { paraglideOptions } from './scripts/paraglide-options.mjs';
import { createHash } from 'node:crypto';
import { HEAD_SCRIPT } from './src/shared/head-script.ts';
import { CSP_DIRECTIVES } from './src/shared/security-headers.ts';
import { staticCspHeader } from './scripts/static-csp-header.mjs';
import { serviceWorker } from './scripts/service-worker.mjs';

const SHELL_MODULES = [
  '/src/scripts/shell',
  '/src/stores/current-user',
  '/src/stores/preferences',
  '/src/stores/persistent',
  '/src/shared/storage-keys',
  '/src/shared/locale-transport',
  '/src/shared/locales',
];

/** React and Astro's React renderer: every island page loads them, and one file compresses better than four. */
const REACT_RUNTIME = /node_modules\/(react|react-dom|scheduler|@astrojs\/react)\//;

/**
 * Lazy islands (comments, dialogs, checkout) import their few missing modules themselves instead
 * of carrying a preload list of every chunk they touch into each page's first load.
 * @returns {import('vite').Plugin}
 */
const noModulePreload = () => ({
  name: 'rudel:no-module-preload',
  configEnvironment: (name) => (name === 'client' ? { build: { modulePreload: false } } : undefined),
});

/**
 * The Cloudflare adapter prefixes every chunk with a `process.env` shim the Worker's dependencies
 * need. The browser's chunks need none (Vite replaces `process.env.NODE_ENV` there), and on an
 * island page the shim cost about 30 bytes gzip per chunk of its first load.
 * @returns {import('vite').Plugin}
 */
const noBrowserProcessShim = () => ({
  name: 'rudel:no-browser-process-shim',
  applyToEnvironment: (environment) => environment.name === 'client',
  outputOptions: (options) => ({ ...options, banner: undefined }),
});

/** Our own hydration directives (src/directives). */
const clientDirectives = () => ({
  name: 'rudel:client-directives',
  hooks: {
    /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'toast', entrypoint: './src/directives/toast.ts' });
      addClientDirective({ name: 'press', entrypoint: './src/directives/press.ts' });
    },
  },
});

/** Small modules nearly every island page loads, none of them importing React: one file instead of five. */
const ISLAND_BASE = [
  'vite/preload-helper',
  '/src/paraglide/runtime',
  '/src/stores/toasts',
  '/src/shared/toast-signal',
  '/src/islands/api-on-demand',
  '/src/islands/error-text',
  // Two helpers many islands share, each a chunk of its own otherwise (about 80 bytes gzip apiece).
  '/src/shared/labels/label',
  '/src/shared/intl-locale',
  // The list footer's retry label (every paged list) and the community's two event names: a few
  // bytes each, but a chunk of their own (about 70 bytes gzip apiece) on the feed and Q&A otherwise.
  '/src/paraglide/messages/activity_list_retry',
  '/src/islands/community/posted-marker',
  '/src/islands/community/follow-event',
];

export default defineConfig({
  // Canonical and hreflang URLs; set SITE_URL to the public origin when building for production.
  site: process.env.SITE_URL ?? 'http://localhost:8787',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  adapter: cloudflare({ imageService: 'passthrough' }),
  integrations: [UnoCSS({ injectReset: true }), react(), clientDirectives(), staticCspHeader(), serviceWorker()],
  // One strict policy for every page: Astro hashes each inline script and style it emits and
  // sends the policy as a header (rendered pages) or a <meta> element (prerendered pages, whose
  // header scripts/static-csp-header.mjs writes into _headers). docs/decisions/018.
  security: {
    csp: {
      directives: [...CSP_DIRECTIVES],
      // Our one inline script is listed here, not inserted at render time: a streamed page's header
      // is sent before its layout renders. WebAssembly may compile (the HEIC decoder's worker),
      // JavaScript may not be evaluated from strings.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"], hashes: [`sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}`] },
      // React sets style attributes (progress bars, dialog positions); attributes cannot run code.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  vite: {
    plugins: [paraglideVitePlugin(paraglideOptions), noModulePreload(), noBrowserProcessShim()],
    build: {
      rollupOptions: {
        output: {
          // The shell and the stores it shares with islands travel as one chunk: static pages
          // then load a single file, and islands reuse the same store instances.
          // React travels as one chunk too (island-page budget, docs/architecture.md §12).
          manualChunks: (id) => {
            if (SHELL_MODULES.some((part) => id.includes(part))) return 'shell';
            if (REACT_RUNTIME.test(id)) return 'react';
            if (ISLAND_BASE.some((part) => id.includes(part))) return 'island-base';
          },
        },
      },
    },
  },
});
