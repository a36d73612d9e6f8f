// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import UnoCSS from '@unocss/astro';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { paraglideOptions } from './scripts/paraglide-options.mjs';

export default defineConfig({
  site: 'http://localhost:8787',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  adapter: cloudflare({ imageService: 'passthrough' }),
  integrations: [UnoCSS({ injectReset: true }), react()],
  vite: {
    plugins: [
      // @ts-expect-error the strategy tuple is typed narrower than the shared options object
      paraglideVitePlugin(paraglideOptions),
    ],
  },
});
