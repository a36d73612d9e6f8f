import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the page's first toast (src/directives/toast.ts). */
    'client:toast'?: boolean;
    /** Hydrate on the first pointer, key or focus inside the island (src/directives/press.ts). */
    'client:press'?: boolean;
  }
}
