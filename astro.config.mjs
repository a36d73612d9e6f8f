// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import UnoCSS from '@unocss/astro';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { paraglideOptions } from './scripts/paraglide-options.mjs';

const SHELL_MODULES = ['/src/scripts/shell', '/src/stores/current-user', '/src/stores/preferences', '/src/stores/persistent', '/src/shared/storage-keys', '/src/shared/locale-transport'];

/** React and Astro's React renderer: every island page loads them, and one file compresses better than four. */
const REACT_RUNTIME = /node_modules\/(react|react-dom|scheduler|@astrojs\/react)\//;

/** Our own hydration directives (src/directives). */
const clientDirectives = () => ({
  name: 'rudel:client-directives',
  hooks: {
    /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'toast', entrypoint: './src/directives/toast.ts' }),
  },
});

export default defineConfig({
  // Canonical and hreflang URLs; set SITE_URL to the public origin when building for production.
  site: process.env.SITE_URL ?? 'http://localhost:8787',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  adapter: cloudflare({ imageService: 'passthrough' }),
  integrations: [UnoCSS({ injectReset: true }), react(), clientDirectives()],
  vite: {
    plugins: [paraglideVitePlugin(paraglideOptions)],
    build: {
      rollupOptions: {
        output: {
          // The shell and the stores it shares with islands travel as one chunk: static pages
          // then load a single file, and islands reuse the same store instances.
          // React travels as one chunk too (DESIGN §10 island-page budget).
          manualChunks: (id) => {
            if (SHELL_MODULES.some((part) => id.includes(part))) return 'shell';
            if (REACT_RUNTIME.test(id)) return 'react';
          },
        },
      },
    },
  },
});
