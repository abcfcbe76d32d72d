/** Tiny helpers that keep the generated SVG text short and readable. */

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

type Stop = [number, string, number?];

function stopTags(stops: Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${String(opacity).replace(/^0\./, '.')}"`}/>`,
    )
    .join('');
}

/** A gradient definition; stops are [offset 0..1, colour, opacity?]. */
export function linearGradient(
  id: string,
  stops: Stop[],
  direction: { x2?: number; y2?: number } = { x2: 0, y2: 1 },
): string {
  // x1 and y1 default to 0
  return `<linearGradient id="${id}" x2="${direction.x2 ?? 0}" y2="${direction.y2 ?? 1}">${stopTags(stops)}</linearGradient>`;
}

export function radialGradient(id: string, stops: Stop[]): string {
  return `<radialGradient id="${id}">${stopTags(stops)}</radialGradient>`;
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

/** A circle as path data (one arc from its top almost all the way round), so many circles fit in one <path>. */
export function circlePath(cx: number, cy: number, r: number): string {
  const round = (value: number) => Math.round(value * 10) / 10;
  return `M${round(cx)} ${round(cy - r)}a${round(r)} ${round(r)} 0 1 0 .1 0`;
}
