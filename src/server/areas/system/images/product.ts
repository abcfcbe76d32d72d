import { productColors } from '@/contract/products';
import type { Random } from './prng';
import { circlePath, linearGradient, mix, svgDocument } from './svg';

const backdrops = ['#F4F6F8', '#FFF7CD', '#D0F2FF', '#C8FACD', '#FFE7D9', '#EBD6FD'];

interface Look {
  main: string;
  /** Seams, shadows and the outline. */
  shade: string;
  accent: string;
}

const sneaker = ({ main, shade, accent }: Look) =>
  `<g transform="translate(0 10)"><path d="M40 168c-4-26 0-52 14-70 10-6 28-6 38 4 16 18 38 28 66 32 28 4 52 12 58 30 2 6 0 10-6 10z" fill="${main}" stroke="${shade}" stroke-width="3"/>` +
  `<path d="M36 170h178c10 0 14 8 10 16-2 6-8 10-16 10H48c-8 0-14-6-14-14z" fill="${mix(main, '#FFFFFF', 0.85)}" stroke="${shade}" stroke-width="3"/>` +
  `<path d="M36 184h188" stroke="${shade}" stroke-width="3"/>` +
  `<path d="M72 150c30-4 62-10 108-2-32 4-62 12-100 20z" fill="${accent}"/>` +
  `<path d="M102 112l-8 10m20-2l-8 10m20-4l-8 10m22-6l-8 10" stroke="${shade}" stroke-width="4" stroke-linecap="round"/>` +
  `<path d="M50 104c4-10 14-14 26-12" fill="none" stroke="${shade}" stroke-width="5" stroke-linecap="round"/></g>`;

const hoodie = ({ main, shade, accent }: Look) =>
  `<path d="M92 56c10-8 62-8 72 0l38 26 26 84-28 10-14-44v92H70v-92l-14 44-28-10 26-84z" fill="${main}" stroke="${shade}" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M92 56c4 26 18 38 36 38s32-12 36-38c-10 12-22 16-36 16s-26-4-36-16z" fill="${shade}" opacity=".55"/>` +
  `<path d="M118 92v34m20-34v34" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>` +
  `<path d="M94 170h68l10 34H84z" fill="none" stroke="${shade}" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M70 206h116v16H70zM30 164l26 9-4 10-26-9zm196 0l-26 9 4 10 26-9z" fill="${shade}" opacity=".6"/>`;

const tote = ({ main, shade, accent }: Look) =>
  `<path d="M96 104V84c0-22 14-34 32-34s32 12 32 34v20" fill="none" stroke="${shade}" stroke-width="9" stroke-linecap="round"/>` +
  `<path d="M62 100h132l10 116c0 6-4 10-10 10H62c-6 0-10-4-10-10z" fill="${main}" stroke="${shade}" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="${circlePath(128, 160, 22)}" fill="${accent}"/>` +
  `<path d="M128 146l4 9 10 1-8 6 3 10-9-5-9 5 3-10-8-6 10-1z" fill="${main}"/>` +
  `<path d="M62 112h132" stroke="${shade}" stroke-width="3" stroke-dasharray="6 5"/>`;

const cap = ({ main, shade, accent }: Look) =>
  `<path d="M124 150h98c8 0 10 10 2 14-26 14-66 14-102 6z" fill="${mix(main, '#000000', 0.12)}" stroke="${shade}" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M40 160c-4-50 30-82 76-82s80 32 78 76c-40-10-110-8-154 6z" fill="${main}" stroke="${shade}" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M116 78c-18 20-24 46-22 74m22-74c22 18 32 42 34 72" fill="none" stroke="${shade}" stroke-width="2.5"/>` +
  `<path d="${circlePath(116, 78, 6)}" fill="${shade}"/>` +
  `<path d="M58 128c10-4 20-6 30-6l-2 14c-10 0-18 2-26 4z" fill="${accent}"/>`;

/** Each shape with the height its shadow falls at. */
const shapes: [(look: Look) => string, number][] = [
  [sneaker, 214],
  [hoodie, 230],
  [tote, 232],
  [cap, 190],
];

/**
 * A product shot: sneaker, hoodie, tote or cap in one of the eight product colours on a soft backdrop.
 * Over the 24 products every shape meets six different colours.
 */
export function renderProduct(n: number, random: Random): string {
  const index = n - 1;
  const main = productColors[index % productColors.length]!;
  const [shape, floor] = shapes[(index + Math.floor(index / productColors.length)) % shapes.length]!;
  const dark = main === '#000000';
  const look: Look = {
    main,
    shade: dark ? '#454F5B' : main === '#FFFFFF' ? '#919EAB' : mix(main, '#000000', 0.35),
    accent: random.pick(productColors.filter((color) => color !== main && color !== '#FFFFFF')),
  };
  const backdrop = backdrops[(index * 5) % backdrops.length]!;
  const body = [
    `<defs>${linearGradient(
      'g',
      [
        [0, mix(backdrop, '#FFFFFF', 0.6)],
        [1, backdrop],
      ],
      { x2: 1, y2: 1 },
    )}</defs>`,
    '<rect width="256" height="256" fill="url(#g)"/>',
    `<path d="${circlePath(random.int(190, 220), random.int(36, 60), random.int(18, 30))}" fill="#FFFFFF" opacity=".5"/>`,
    `<ellipse cx="128" cy="${floor}" rx="92" ry="8" fill="#000000" opacity=".08"/>`,
    shape(look),
  ];
  return svgDocument(256, 256, body.join(''));
}
