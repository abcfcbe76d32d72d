/** Tiny helpers that keep the generated SVG text short and readable. */

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

/** A gradient definition; stops are [offset 0..1, colour, opacity?]. */
export function linearGradient(
  id: string,
  stops: [number, string, number?][],
  direction: { x2?: number; y2?: number } = { x2: 0, y2: 1 },
): string {
  const stopTags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${direction.x2 ?? 0}" y2="${direction.y2 ?? 1}">${stopTags}</linearGradient>`;
}

export function radialGradient(id: string, stops: [number, string, number?][]): string {
  const stopTags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
  return `<radialGradient id="${id}">${stopTags}</radialGradient>`;
}

/** Mixes two #RRGGBB colours; amount 0 = a, 1 = b. */
export function mix(a: string, b: string, amount: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  let out = '#';
  for (let index = 0; index < 3; index += 1) {
    const value = Math.round(channel(a, index) * (1 - amount) + channel(b, index) * amount);
    out += value.toString(16).padStart(2, '0');
  }
  return out.toUpperCase();
}

/** A circle as path data, so many circles fit in one <path>. */
export function circlePath(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0-${2 * r} 0`;
}
