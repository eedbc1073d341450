// The part of fontkit (PDFKit's font engine) the renderer uses, which ships no types: opening a
// font file once. PDFKit then lays text out and embeds subsets with the font it is given.
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
  }
  /** Opens a TrueType or OpenType font (one font, not a collection) from its bytes. */
  export function create(buffer: Uint8Array): Font;
}
