import type { Random } from './prng';
import { circlePath } from './svg';

/** Shared pieces of the stage scenes (covers and gallery): lights, people, bokeh. */

export interface StagePalette {
  /** Top and bottom of the room. */
  sky: string;
  ground: string;
  /** Colour of the light. */
  beam: string;
  accent: string;
}

export const stagePalettes: StagePalette[] = [
  { sky: '#0B1120', ground: '#04297A', beam: '#D0F2FF', accent: '#1CCAFF' },
  { sky: '#14081F', ground: '#5A22A8', beam: '#EBD6FD', accent: '#FF4842' },
  { sky: '#04130D', ground: '#007B55', beam: '#C8FACD', accent: '#5BE584' },
  { sky: '#1C060C', ground: '#7A0C2E', beam: '#FFE7D9', accent: '#FDA92D' },
  { sky: '#07101F', ground: '#0045FF', beam: '#D6E4FF', accent: '#FFC107' },
  { sky: '#111417', ground: '#454F5B', beam: '#F9FAFB', accent: '#FFC107' },
  { sky: '#1A0718', ground: '#B71D5A', beam: '#FFD6E0', accent: '#FFC0CB' },
  { sky: '#031016', ground: '#0C6E7F', beam: '#CAFDF5', accent: '#94D82D' },
];

/** Light cones from lamps along the top edge down to the floor line; fill is a gradient id. */
export function spotlightBeams(
  random: Random,
  width: number,
  floorY: number,
  count: number,
  fill: string,
  lampColor: string,
): string {
  const step = width / count;
  let d = '';
  let lamps = '';
  for (let index = 0; index < count; index += 1) {
    const lamp = Math.round(step * (index + 0.5) + random.range(-step / 4, step / 4));
    const target = Math.round(width / 2 + random.range(-width / 4, width / 4));
    const spread = random.int(Math.round(width / 14), Math.round(width / 8));
    d += `M${lamp - 3} 0L${target - spread} ${floorY}H${target + spread}L${lamp + 3} 0z`;
    lamps += circlePath(lamp, 1, 5);
  }
  return `<path d="${d}" fill="url(#${fill})"/><path d="${lamps}" fill="${lampColor}"/>`;
}

/** Soft out-of-focus dots of light. */
export function bokeh(random: Random, width: number, height: number, count: number, color: string): string {
  let d = '';
  for (let index = 0; index < count; index += 1) {
    d += circlePath(random.int(0, width), random.int(0, height), random.int(2, Math.round(width / 36)));
  }
  return `<path d="${d}" fill="${color}" opacity=".14"/>`;
}

/** A row of heads and shoulders seen from behind, standing on the bottom edge. */
export function audienceRow(
  random: Random,
  width: number,
  bottom: number,
  size: number,
  color: string,
): string {
  let d = '';
  for (let x = random.int(0, size); x < width + size; x += Math.round(size * random.range(1.9, 2.4))) {
    const lift = random.int(0, Math.round(size / 3));
    const head = Math.round(size * random.range(0.42, 0.5));
    const shoulder = bottom - size - lift;
    d += `M${x - size} ${bottom}c0-${size + lift} ${size * 2}-${size + lift} ${size * 2} 0z`;
    d += circlePath(x, Math.round(shoulder - head * 0.7), head);
  }
  return `<path d="${d}" fill="${color}"/>`;
}

/** A standing presenter holding a microphone, feet at (x, floor), about 120 * scale tall. */
export function presenter(x: number, floor: number, scale: number, color: string, accent: string): string {
  return (
    `<g transform="translate(${x} ${floor}) scale(${scale})" fill="${color}">` +
    `<path d="${circlePath(0, -110, 10)}"/>` +
    '<path d="M-13-97c6-4 20-4 26 0l5 40h-6l-2 57h-9l-1-42-1 42h-9l-2-57h-6z"/>' +
    `<path d="M10-93l7 15-9-22" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${circlePath(8, -103, 3)}" fill="${accent}"/></g>`
  );
}

/** A glowing pool of light on the floor. */
export function floorGlow(cx: number, cy: number, rx: number, fill: string): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 5)}" fill="url(#${fill})"/>`;
}
