import { mix } from '@/server/areas/system/images/svg';

/** Furniture of a set, in flat colours: chairs, a table, a lamp, a plant. */
const r = (value: number) => Math.round(value);

export type ChairKind = 'stool' | 'armchair' | 'chair';

/** A chair for a person seated at (x, y) facing right: its back behind them, its seat under them. */
export function chair(
  kind: ChairKind,
  x: number,
  y: number,
  floor: number,
  s: number,
  color: string,
  flip = false,
): string {
  const body =
    kind === 'armchair'
      ? `<path d="M-16 6V-26q0-8 8-8h16q8 0 8 8V6zM-18-4h8v14h-8zM-8-2h32q4 0 4 5v7h-36z" fill="${color}"/><path d="M-14 10v${r(floor - y) / s - 10}M24 10v${r(floor - y) / s - 10}" stroke="${mix(color, '#000000', 0.4)}" stroke-width="3"/>`
      : kind === 'stool'
        ? `<path d="M-8 0h26v5h-26zM-4 5L-8 ${r((floor - y) / s)}M14 5L18 ${r((floor - y) / s)}M-6 ${r((floor - y) / s / 1.8)}h22" fill="${color}" stroke="${color}" stroke-width="2.5"/>`
        : `<path d="M-12-30h4V1h-4zM-12 0h30v5h-30z" fill="${color}"/><path d="M-10 5v${r((floor - y) / s) - 5}M16 5v${r((floor - y) / s) - 5}" stroke="${color}" stroke-width="2.5"/>`;
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${flip ? -s : s} ${s})">${body}</g>`;
}

/** A low table with two glasses of water. */
export function table(x: number, floor: number, w: number, h: number, color: string, glass: string): string {
  const half = r(w / 2);
  return (
    `<path d="M${x - half} ${floor - h}h${w}v4h-${w}zM${x - half + 4} ${floor - h + 4}h3v${h - 4}h-3zM${x + half - 7} ${floor - h + 4}h3v${h - 4}h-3z" fill="${color}"/>` +
    `<path d="M${x - 8} ${floor - h - 10}h5l-1 10h-3zM${x + 4} ${floor - h - 10}h5l-1 10h-3z" fill="${glass}" opacity=".8"/>`
  );
}

/** A floor lamp with a warm shade and the glow it throws. */
export function floorLamp(x: number, floor: number, h: number, color: string, shade: string): string {
  return (
    `<ellipse cx="${x}" cy="${floor - h + 10}" rx="${r(h / 1.6)}" ry="${r(h / 2)}" fill="url(#l)" opacity=".7"/>` +
    `<path d="M${x - 1} ${floor - h + 10}h2v${h - 10}h-2zM${x - 9} ${floor}h18v-3h-18z" fill="${color}"/>` +
    `<path d="M${x - 9} ${floor - h}h18l5 14h-28z" fill="${shade}"/>`
  );
}

/** A potted plant: leaves fanning out of a pot. */
export function plant(x: number, floor: number, s: number, leaf: string, pot: string): string {
  return (
    `<g transform="translate(${r(x)} ${r(floor)}) scale(${s})"><path d="M0-22C-22-30-26-52-18-62C-8-48-4-36 0-22C-4-40 0-60 8-70C14-52 8-36 0-22C6-36 22-44 30-40C26-28 14-22 0-22z" fill="${leaf}"/>` +
    `<path d="M-10-22h20l-3 22h-14z" fill="${pot}"/></g>`
  );
}
