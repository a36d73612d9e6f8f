import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the page's first toast (src/directives/toast.ts). */
    'client:toast'?: boolean;
  }
}
