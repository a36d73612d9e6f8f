import { describe, expect, it } from 'vitest';
import { addressOf } from './service-worker.mjs';

describe('addressOf: the address a precached file is served at', () => {
  it('serves prerendered pages at their clean address, in both languages', () => {
    expect(['index.html', 'about.html', 'offline.html', 'en.html', 'en/about.html', 'en/offline.html'].map(addressOf)).toEqual([
      '/',
      '/about',
      '/offline',
      '/en',
      '/en/about',
      '/en/offline',
    ]);
  });

  it('keeps the path of any other file', () => {
    expect(['_astro/shell.Ab12.js', 'icons/icon-192.png', 'en/manifest.webmanifest'].map(addressOf)).toEqual([
      '/_astro/shell.Ab12.js',
      '/icons/icon-192.png',
      '/en/manifest.webmanifest',
    ]);
  });
});
