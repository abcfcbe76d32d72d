import type { Random } from '@/server/areas/system/images/prng';
import { circlePath, mix } from '@/server/areas/system/images/svg';

/** Equipment of a studio or a hall: presentation screens, cameras, lights on stands. */
const r = (value: number) => Math.round(value);

/** A presentation screen with a slide of its own: a chart, a headline, a photo or a speaker on a call. */
export function screen(
  random: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  glow: string,
  ink: string,
): string {
  const pad = r(Math.min(w, h) / 8);
  const left = x + pad;
  const inner = w - pad * 2;
  const base = y + h - pad;
  let slide = '';
  switch (random.int(0, 3)) {
    case 0: {
      const bars = random.int(3, 6);
      const bw = inner / bars;
      for (let index = 0; index < bars; index += 1) {
        const bh = r((h - pad * 3) * random.range(0.25, 1));
        slide += `M${r(left + index * bw + bw * 0.15)} ${base}v-${bh}h${r(bw * 0.7)}v${bh}z`;
      }
      break;
    }
    case 1: {
      slide = `M${left} ${base}`;
      const points = random.int(4, 6);
      for (let index = 1; index <= points; index += 1)
        slide += `L${r(left + (inner * index) / points)} ${r(base - (h - pad * 3) * random.range(0.1, 1))}`;
      slide += `V${base}z`;
      break;
    }
    case 2:
      slide =
        circlePath(r(left + inner * 0.3), r(y + h / 2), r((h - pad * 2) / 2.4)) +
        `M${r(left + inner * 0.6)} ${r(y + h * 0.35)}h${r(inner * 0.4)}v${r(h / 12)}h-${r(inner * 0.4)}zM${r(left + inner * 0.6)} ${r(y + h * 0.55)}h${r(inner * 0.28)}v${r(h / 14)}h-${r(inner * 0.28)}z`;
      break;
    default: {
      // a mountain photograph
      const peak = r(left + inner * random.range(0.3, 0.7));
      slide = `M${left} ${base}L${peak} ${r(y + pad * 1.5)}L${r(peak + inner / 5)} ${r(y + h / 2)}L${r(peak + inner / 3)} ${r(y + h / 3)}L${left + inner} ${base}z${circlePath(r(left + inner * 0.85), r(y + pad * 2), r(pad * 0.9))}`;
    }
  }
  return (
    `<rect x="${r(x - 3)}" y="${r(y - 3)}" width="${r(w + 6)}" height="${r(h + 6)}" rx="3" fill="${frame}"/>` +
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${glow}"/>` +
    `<path d="${slide}" fill="${ink}" opacity=".55"/>`
  );
}

/** A television camera on a tripod, lens facing right (left when flipped), its red tally light on. */
export function tvCamera(x: number, floor: number, s: number, color: string, flip = false): string {
  const dark = mix(color, '#000000', 0.45);
  return (
    `<g transform="translate(${r(x)} ${r(floor)}) scale(${flip ? -s : s} ${s})">` +
    `<path d="M0-60L-22 0M0-60L22 0M0-60V0" stroke="${dark}" stroke-width="3" fill="none"/>` +
    `<path d="M-26-92h44q4 0 4 4v22q0 4-4 4h-44q-4 0-4-4v-22q0-4 4-4zM22-86h16l4-4v28l-4-4h-16zM-20-100h18v8h-18zM-8-62h16v4h-16zM-40-70l14 2v3l-14-1z" fill="${color}"/>` +
    `<path d="M-22-84h30v8h-30zM-28-62l-14 6" stroke="${dark}" stroke-width="2" fill="${dark}"/>` +
    `<path d="${circlePath(-2, -96, 2.2)}" fill="#FF3B30"/></g>`
  );
}

/** A studio light on a stand, its head tilted towards the set. */
export function studioLight(
  x: number,
  floor: number,
  h: number,
  color: string,
  lens: string,
  flip = false,
): string {
  const dir = flip ? -1 : 1;
  return (
    `<path d="M${x} ${floor - h}V${floor}M${x} ${floor - 16}l-12 16M${x} ${floor - 16}l12 16" stroke="${color}" stroke-width="2.5" fill="none"/>` +
    `<path d="M${x - 10} ${floor - h - 10}h20v18h-20z" fill="${color}" transform="rotate(${dir * 20} ${x} ${floor - h})"/>` +
    `<path d="M${x + dir * 8} ${floor - h - 12}l${dir * 6} 4v18l${-dir * 6} 2z" fill="${lens}" transform="rotate(${dir * 20} ${x} ${floor - h})"/>`
  );
}
