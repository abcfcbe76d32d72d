/** The colours a product is drawn in. */
export interface Look {
  main: string;
  /** Seams, shadows and the outline. */
  shade: string;
  accent: string;
  /** A near-white for soles, ribbing and linings. */
  light: string;
}

/** A drawing of a product, and the height its shadow falls at. */
export interface ProductDrawing {
  draw: (look: Look) => string;
  floor: number;
}

/** The main part of a product: its colour with the outline (the shop's tests look for this pair). */
export const body = (d: string, look: Look) =>
  `<path d="${d}" fill="${look.main}" stroke="${look.shade}" stroke-width="3" stroke-linejoin="round"/>`;

export const line = (d: string, color: string, width = 3) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const fill = (d: string, color: string, extra = '') => `<path d="${d}" fill="${color}"${extra}/>`;
