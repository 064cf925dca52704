declare module 'subset-font' {
  /** harfbuzz's hb-subset: `font` cut down to the characters of `text`, optionally pinning variation axes. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; variationAxes?: Record<string, unknown> },
  ): Promise<Buffer>;
}
