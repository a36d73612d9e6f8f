/** The browser bundle of libheif-js (WASM embedded), used only in the HEIC Web Worker. */
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  import type { LibHeif } from 'libheif-js/libheif-wasm/libheif.js';
  const createLibHeif: () => Promise<LibHeif>;
  export default createLibHeif;
}
