/** The parts of libheif-js (emscripten) the Worker uses. */
declare module 'libheif-js/libheif-wasm/libheif.js' {
  export interface HeifImage {
    get_width(): number;
    get_height(): number;
    display(target: { data: Uint8ClampedArray; width: number; height: number }, done: (result: unknown) => void): void;
    free(): void;
  }
  export interface LibHeif {
    HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
  }
  const createLibHeif: (options: {
    instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void): WebAssembly.Exports;
  }) => Promise<LibHeif>;
  export default createLibHeif;
}
