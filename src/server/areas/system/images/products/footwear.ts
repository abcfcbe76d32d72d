import { body, fill, line, type Look, type ProductDrawing } from './look';

/** Shoes from the side, toe to the right, on a sole from x 34 to 226. */

function sole(look: Look, height: number, lugs = false): string {
  const top = 178;
  return (
    `<path d="M32 ${top}h188c10 0 14 8 12 ${height - 8}c-2 6-8 8-16 8H46c-8 0-14-6-14-${height - 2}z" fill="${lugs ? '#37474F' : look.light}" stroke="${look.shade}" stroke-width="3" stroke-linejoin="round"/>` +
    (lugs
      ? line(
          `M52 ${top + height}v-6M76 ${top + height}v-6M100 ${top + height}v-6M124 ${top + height}v-6M148 ${top + height}v-6M172 ${top + height}v-6M196 ${top + height}v-6`,
          '#263238',
          5,
        )
      : line(`M34 ${top + Math.round(height / 2)}h194`, look.shade, 2))
  );
}

const laces = (look: Look, points: [number, number][]) =>
  line(points.map(([x, y]) => `M${x} ${y}l-9 11`).join(''), look.shade, 4);

interface ShoeOptions {
  upper: string;
  soleHeight: number;
  laces?: [number, number][];
  stripe?: string;
  details?: (look: Look) => string;
  lugs?: boolean;
}

const shoe = (options: ShoeOptions): ProductDrawing => ({
  floor: 178 + options.soleHeight + 4,
  draw: (look) =>
    body(options.upper, look) +
    (options.stripe ? fill(options.stripe, look.accent) : '') +
    (options.laces ? laces(look, options.laces) : '') +
    (options.details?.(look) ?? '') +
    sole(look, options.soleHeight, options.lugs),
});

export const courtSneaker = shoe({
  upper: 'M40 178c-4-26 0-52 14-70 10-6 28-6 38 4 16 18 38 28 66 32 28 4 52 12 58 30 2 6 0 4-6 4z',
  soleHeight: 18,
  laces: [
    [104, 114],
    [118, 122],
    [132, 128],
    [146, 132],
  ],
  stripe: 'M72 158c30-4 62-10 108-2-32 4-62 12-100 20z',
  details: (look) => line('M50 112c4-10 14-14 26-12', look.shade, 5),
});

export const runner = shoe({
  upper: 'M42 178c-6-24-2-46 10-62 14-8 34-4 44 6 18 16 44 22 74 26 26 4 48 14 54 28z',
  soleHeight: 24,
  laces: [
    [108, 126],
    [122, 132],
    [136, 136],
  ],
  stripe: 'M60 170l40-36 10 4-34 32zM84 172l40-34 10 4-34 30z',
  details: (look) => line('M40 190q60-8 190 0', look.accent, 4),
});

export const highTop = shoe({
  upper:
    'M46 178c-6-40-4-86 4-112 12-6 30-6 40-2 2 34 12 58 26 66 20 4 40 8 58 12 28 6 48 18 52 30 2 6 0 6-6 6z',
  soleHeight: 20,
  laces: [
    [96, 78],
    [100, 94],
    [106, 110],
    [114, 124],
    [128, 132],
  ],
  details: (look) =>
    `<circle cx="72" cy="122" r="14" fill="${look.light}" stroke="${look.shade}" stroke-width="3"/><path d="M72 112l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" fill="${look.accent}"/>` +
    line('M190 158c14 4 26 10 32 20', look.shade, 3),
});

export const canvasLow = shoe({
  upper: 'M40 178c-2-24 2-44 14-58 12-6 28-4 38 4 18 14 42 20 70 22 30 4 52 14 58 32z',
  soleHeight: 16,
  laces: [
    [104, 128],
    [118, 134],
    [132, 138],
  ],
  details: (look) =>
    fill(
      'M176 150c22 4 40 12 44 28h-44q-6-14 0-28z',
      look.light,
      ` stroke="${look.shade}" stroke-width="3"`,
    ) + line('M46 160c50 0 110 2 170 8', look.accent, 3),
});

export const slipOn = shoe({
  upper: 'M40 178c-2-22 2-42 12-56 18 6 42 8 62 4 22 6 48 12 76 18 22 6 36 16 38 34z',
  soleHeight: 16,
  details: (look) =>
    fill('M112 128l14-4 4 30-14 4z', look.accent) +
    line('M52 124c20 6 44 6 60 2', look.shade, 3) +
    line('M60 150h120', look.light, 3),
});

export const hiker = shoe({
  upper: 'M44 178c-8-36-6-72 2-96 14-6 34-6 44 0 4 26 14 44 30 52 22 6 44 10 64 16 24 8 40 18 42 28z',
  soleHeight: 22,
  lugs: true,
  laces: [
    [92, 92],
    [98, 108],
    [106, 122],
    [118, 134],
  ],
  details: (look) =>
    fill('M150 150c26 4 54 12 76 28h-70z', look.accent) + line('M48 96c14-6 30-6 42-2', look.light, 5),
});

export const loafer = shoe({
  upper: 'M40 178c-2-20 0-38 8-50 8-4 18-4 24 2 22 10 52 10 76 4 28 4 54 14 68 28 6 6 6 16-4 16z',
  soleHeight: 12,
  details: (look) =>
    fill('M96 134c18-4 40-4 56 0l-4 14c-16-2-32-2-48 0z', look.shade) +
    fill('M116 138h14v6h-14z', look.accent) +
    line('M52 140c8 8 20 12 40 12', look.shade, 2.5),
});

export const slipper = shoe({
  upper: 'M36 178c0-24 14-38 36-40 46-4 90 2 118 12 24 8 36 18 36 28z',
  soleHeight: 14,
  details: (look) =>
    line('M44 146c16-10 40-12 62-6', look.light, 9) +
    fill('M128 146c14 0 20 8 14 14-6 6-20 2-22-4-2-6 2-10 8-10z', look.accent) +
    line('M160 156c12 4 22 10 28 16', look.shade, 2.5),
});
