import { productColors } from '@/contract/products';
import { gloves, insoles, laces, socks } from './products/accessories';
import {
  bomber,
  denimShirt,
  hoodie,
  joggers,
  rainJacket,
  sweatshirt,
  tee,
  trackTop,
} from './products/clothing';
import {
  canvasLow,
  courtSneaker,
  highTop,
  hiker,
  loafer,
  runner,
  slipOn,
  slipper,
} from './products/footwear';
import type { Look, ProductDrawing } from './products/look';
import type { Random } from './prng';
import { circlePath, linearGradient, mix, svgDocument } from './svg';

const backdrops = ['#F4F6F8', '#FFF7CD', '#D0F2FF', '#C8FACD', '#FFE7D9', '#EBD6FD'];

/**
 * Product n is the cover of the shop's seeded product n (src/server/areas/products/seed-catalogue.ts), so each
 * shows what its name says: sneakers, a hoodie, socks...
 */
const catalogue: ProductDrawing[] = [
  courtSneaker, // StudioCourt Royale
  hoodie, // Live on Air Hoodie
  socks(70), // Backstage Pass Socks
  runner, // Stagehand Runner
  tee(false), // Little Presenter Tee
  highTop, // Encore High Top
  tee(true), // Logo Tee
  gloves(false), // Green Room Leather Gloves
  canvasLow, // Spotlight Low Canvas
  bomber, // Crew Call Bomber Jacket
  insoles, // Touring Insoles
  sweatshirt, // Hello Hallo Bonjour Sweatshirt
  slipOn, // Backstage Slip-On
  joggers, // Green Room Joggers
  socks(30), // Encore Ankle Socks
  highTop, // Mini Encore High Top
  rainJacket, // Front Row Rain Jacket
  laces, // StageLight Reflective Laces
  hiker, // Cue Trail Hiker
  denimShirt, // Stage Left Denim Shirt
  gloves(true), // Winter Stage Knit Gloves
  loafer, // Curtain Call Loafer
  trackTop, // Soundcheck Track Top
  slipper, // Dressing Room Slipper
];

/** A product shot: the product in one of the eight product colours on a soft backdrop; every colour three times. */
export function renderProduct(n: number, random: Random): string {
  const index = n - 1;
  const main = productColors[index % productColors.length]!;
  const { draw, floor } = catalogue[index % catalogue.length]!;
  const look: Look = {
    main,
    shade: main === '#000000' ? '#454F5B' : main === '#FFFFFF' ? '#919EAB' : mix(main, '#000000', 0.35),
    accent: random.pick(productColors.filter((color) => color !== main && color !== '#FFFFFF')),
    light: main === '#FFFFFF' ? '#F4F6F8' : '#FFFFFF',
  };
  const backdrop = backdrops[(index * 5) % backdrops.length]!;
  const small = index === 15; // the "Mini" high top
  const art = small ? `<g transform="translate(32 44) scale(.75)">${draw(look)}</g>` : draw(look);
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
    `<ellipse cx="128" cy="${small ? Math.round(44 + floor * 0.75) : floor}" rx="${small ? 70 : 92}" ry="8" fill="#000000" opacity=".08"/>`,
    art,
  ];
  return svgDocument(256, 256, body.join(''));
}
