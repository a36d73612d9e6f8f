// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import UnoCSS from '@unocss/astro';
import { paraglideVitePlugin } from '@inlang/paraglide-js';

export default defineConfig({
  site: 'http://localhost:8787',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  adapter: cloudflare({ imageService: 'passthrough' }),
  integrations: [UnoCSS({ injectReset: true }), react()],
  vite: {
    plugins: [
      paraglideVitePlugin({
        project: './project.inlang',
        outdir: './src/paraglide',
        // Pages pass the locale explicitly to every message; no URL/cookie detection in the runtime.
        strategy: ['globalVariable', 'baseLocale'],
      }),
    ],
  },
});
