/** The parts of libheif-js (emscripten) the Worker and the HEIC Web Worker use. */
declare module 'libheif-js/libheif-wasm/libheif.js' {
  /** An embind enum value; compared by identity. */
  type EnumValue = { readonly value: number };
  export interface HeifImage {
    /** The native image handle, for the module's functions. */
    readonly handle: number;
    get_width(): number;
    get_height(): number;
    has_alpha_channel(): boolean;
    display(target: { data: Uint8ClampedArray; width: number; height: number }, done: (result: unknown) => void): void;
    free(): void;
  }
  export interface HeifDecoder {
    /** The native context the last `decode` created; `decode` never frees it by itself. */
    decoder: number | null;
    decode(bytes: Uint8Array): HeifImage[];
  }
  export interface DecodedPlane {
    id: EnumValue;
    width: number;
    height: number;
    stride: number;
    /** A view into libheif's memory, valid until the image is released. */
    data: Uint8Array;
  }
  export interface LibHeif {
    HeifDecoder: new () => HeifDecoder;
    heif_js_decode_image2(handle: number, colorspace: EnumValue, chroma: EnumValue): { code?: number; image: number; channels: DecodedPlane[] } | null;
    heif_image_release(image: number): void;
    heif_context_free(context: number): void;
    heif_colorspace: { heif_colorspace_RGB: EnumValue };
    heif_chroma: { heif_chroma_interleaved_RGB: EnumValue; heif_chroma_interleaved_RGBA: EnumValue };
    heif_channel: { heif_channel_interleaved: EnumValue };
  }
  const createLibHeif: (options: {
    instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void): WebAssembly.Exports;
  }) => Promise<LibHeif>;
  export default createLibHeif;
}
