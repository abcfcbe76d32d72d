import type { Random } from '@/server/areas/system/images/prng';

/** A row of heads and shoulders seen from behind, standing on `bottom`; `size` is a shoulder's half-width. */
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
    // shoulders, then the head as one arc from its top round to its top
    d += `M${x - size} ${bottom}c0-${size + lift} ${size * 2}-${size + lift} ${size * 2} 0`;
    d += `M${x} ${Math.round(shoulder - head * 1.7)}a${head} ${head} 0 1 0 .1 0`;
  }
  return `<path d="${d}" fill="${color}"/>`;
}

/**
 * A far row of an audience, cheaply: shoulders and heads as two dotted lines (round dots along a dashed stroke)
 * over a band, the gaps between people varied by the dash pattern.
 */
export function crowdBand(
  random: Random,
  width: number,
  bottom: number,
  size: number,
  color: string,
): string {
  const dash = Array.from(
    { length: 5 },
    () => `.1 ${random.int(Math.round(size * 1.7), Math.round(size * 2.3))}`,
  ).join(' ');
  const start = -random.int(0, size * 2);
  return (
    `<g stroke="${color}" stroke-linecap="round" stroke-dasharray="${dash}">` +
    `<path d="M${start} ${bottom - Math.round(size * 0.4)}H${width + size}" stroke-width="${Math.round(size * 1.8)}"/>` +
    `<path d="M${start} ${bottom - Math.round(size * 1.45)}H${width + size}" stroke-width="${Math.round(size * 0.95)}"/></g>` +
    `<path d="M0 ${bottom - Math.round(size * 0.2)}H${width}V${bottom + size}H0z" fill="${color}"/>`
  );
}

/**
 * Rows of an audience from `horizon` down to `bottom`, front rows larger and darker: the front row as people,
 * the rows behind it as bands of heads.
 */
export function audience(
  random: Random,
  width: number,
  rows: number,
  horizon: number,
  bottom: number,
  front: number,
  colors: string[],
): string {
  let out = '';
  for (let row = rows - 1; row >= 0; row -= 1) {
    const t = row / Math.max(1, rows - 1);
    const y = Math.round(bottom - (bottom - horizon) * t);
    const size = Math.max(6, Math.round(front * (1 - t * 0.5)));
    const color = colors[Math.min(colors.length - 1, Math.round(t * (colors.length - 1)))]!;
    out += row === 0 ? audienceRow(random, width, y, size, color) : crowdBand(random, width, y, size, color);
  }
  return out;
}

/** Raised arms over a crowd, asking a question: a sleeve and an open hand each. */
export function raisedHands(
  random: Random,
  width: number,
  top: number,
  bottom: number,
  count: number,
  sleeve: string,
  skin: string,
): string {
  let arms = '';
  let hands = '';
  for (let index = 0; index < count; index += 1) {
    const x = random.int(10, width - 10);
    const y = random.int(top, bottom);
    const lean = random.int(-6, 6);
    arms += `M${x} ${y + 40}l${lean} -30`;
    hands += `M${x + lean - 4} ${y + 12}v-10q0-5 4-5t4 5v10z`;
  }
  return `<path d="${arms}" stroke="${sleeve}" stroke-width="7" stroke-linecap="round"/><path d="${hands}" fill="${skin}"/>`;
}

export function phoneLights(
  random: Random,
  width: number,
  top: number,
  bottom: number,
  count: number,
  color: string,
): string {
  let d = '';
  for (let index = 0; index < count; index += 1)
    d += `M${random.int(5, width - 5)} ${random.int(top, bottom)}h4v6h-4z`;
  return `<path d="${d}" fill="${color}"/>`;
}

/**
 * Empty seats in rows from `bottom` back towards `horizon`, as a rehearsal sees them: each row one dashed stroke
 * of seat backs with a lit top edge, each row overlapping the one behind it.
 */
export function seatRows(
  random: Random,
  width: number,
  horizon: number,
  bottom: number,
  color: string,
  edge: string,
): string {
  const rows: string[] = [];
  let w = 34;
  for (let y = bottom; y > horizon && w > 7; y -= Math.round(w * 0.85)) {
    const gap = Math.max(2, Math.round(w / 5));
    const dash = `stroke-dasharray="${w} ${gap}"`;
    const start = -random.int(0, w);
    const top = Math.round(y - w / 2);
    rows.unshift(
      `<path d="M${start} ${y}H${width + w}" stroke="${color}" stroke-width="${w}" ${dash}/>` +
        `<path d="M${start} ${top + 1}H${width + w}" stroke="${edge}" stroke-width="2" ${dash}/>`,
    );
    w = Math.round(w * 0.8);
  }
  return rows.join('');
}
