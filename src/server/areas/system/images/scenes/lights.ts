import type { Random } from '@/server/areas/system/images/prng';
import { circlePath } from '@/server/areas/system/images/svg';

/**
 * Light cones from `count` lamps along the top edge down to the floor at y; each lands within `reach` of x.
 * Painted with the scene's beam gradient.
 */
export function beams(
  random: Random,
  width: number,
  count: number,
  x: number,
  y: number,
  reach: number,
): string {
  const step = width / count;
  let d = '';
  let lamps = '';
  for (let index = 0; index < count; index += 1) {
    const lamp = Math.round(step * (index + 0.5) + random.range(-step / 4, step / 4));
    const target = Math.round(x + random.range(-reach, reach));
    const spread = random.int(Math.round(width / 16), Math.round(width / 9));
    d += `M${lamp - 3} 0L${target - spread} ${y}H${target + spread}L${lamp + 3} 0z`;
    lamps += circlePath(lamp, 1, 5);
  }
  return `<path d="${d}" fill="url(#b)"/><path d="${lamps}" fill="#FFFFFF" opacity=".85"/>`;
}

/** Soft out-of-focus dots of light within the box. */
export function bokeh(
  random: Random,
  width: number,
  height: number,
  count: number,
  color: string,
  size = 1,
): string {
  let d = '';
  for (let index = 0; index < count; index += 1)
    d += circlePath(random.int(0, width), random.int(0, height), Math.round(random.int(3, 11) * size));
  return `<path d="${d}" fill="${color}" opacity=".16"/>`;
}

/** A glowing pool of light on the floor. */
export function glow(cx: number, cy: number, rx: number, ry = rx / 5): string {
  return `<ellipse cx="${Math.round(cx)}" cy="${Math.round(cy)}" rx="${Math.round(rx)}" ry="${Math.round(ry)}" fill="url(#l)"/>`;
}

/** A lighting truss across the top: a bar with `count` lamp heads hanging from it. */
export function truss(
  random: Random,
  width: number,
  y: number,
  count: number,
  color: string,
  lamp: string,
): string {
  let heads = '';
  let lenses = '';
  for (let index = 0; index < count; index += 1) {
    const x = Math.round((width / count) * (index + 0.5) + random.int(-6, 6));
    heads += `M${x - 6} ${y + 4}h12l-2 12h-8z`;
    lenses += circlePath(x, y + 16, 4);
  }
  return (
    `<path d="M0 ${y - 4}h${width}v8H0zM0 ${y}h${width}" fill="${color}" stroke="${color}"/>` +
    `<path d="${heads}" fill="${color}"/><path d="${lenses}" fill="${lamp}"/>`
  );
}

/** Sparkles: four-pointed stars for flashes, confetti for a celebration. */
export function sparkles(
  random: Random,
  width: number,
  height: number,
  count: number,
  color: string,
  size = 6,
): string {
  let d = '';
  for (let index = 0; index < count; index += 1) {
    const x = random.int(0, width);
    const y = random.int(0, height);
    const r = Math.round(size * random.range(0.6, 1.4));
    const w = Math.max(1, Math.round(r / 4));
    const [a, b] = [r - w, w];
    d += `M${x} ${y - r}l${b} ${a}l${a} ${b}l${-a} ${b}l${-b} ${a}l${-b} ${-a}l${-a} ${-b}l${a} ${-b}z`;
  }
  return `<path d="${d}" fill="${color}"/>`;
}

/** Confetti: small tilted strips in the given colours. */
export function confetti(
  random: Random,
  width: number,
  height: number,
  count: number,
  colors: string[],
): string {
  return colors
    .map((color) => {
      let d = '';
      for (let index = 0; index < Math.ceil(count / colors.length); index += 1) {
        const x = random.int(0, width);
        const y = random.int(0, height);
        d += `M${x} ${y}l${random.int(-4, 4)} 6l3-1l${random.int(-4, 4)}-6z`;
      }
      return `<path d="${d}" fill="${color}"/>`;
    })
    .join('');
}
