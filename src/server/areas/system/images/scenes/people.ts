import type { Random } from '@/server/areas/system/images/prng';
import { circlePath, mix } from '@/server/areas/system/images/svg';
import type { Scene } from './scene';

/**
 * People in flat colours, drawn front on (legs of seated people to the side), 97 units tall at scale 1.
 * Coordinates below are relative to the middle of the hips; a standing figure's feet are 50 below them.
 */

export type HairStyle = 'long' | 'bob' | 'bun' | 'short' | 'curly' | 'crop';
export type Outfit = 'dress' | 'suit' | 'jumpsuit';
export type Arm = 'down' | 'mic' | 'open' | 'raise' | 'hip' | 'hold' | 'point' | 'lap';

export interface Look {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  outfit: string;
  cut: Outfit;
  /** Trousers, tights or bare legs. */
  legs: string;
}

export interface Pose {
  /** The figure's own right arm (on the viewer's left) and left arm. */
  right: Arm;
  left: Arm;
  seated?: boolean;
  /** Seen from behind: no face. */
  back?: boolean;
}

export const skins = ['#F2C6A0', '#E8B08A', '#C98E64', '#A86B45', '#7A4A2E', '#F8D5C2'];
const hairs = ['#2B1D16', '#3E2723', '#6D4C41', '#B7854C', '#1C1C1C', '#8D8D8D'];
const outfits = [
  '#1F2A44',
  '#37474F',
  '#5D4037',
  '#00695C',
  '#4A148C',
  '#B0BEC5',
  '#F4F6F8',
  '#263238',
  '#7B1F3A',
];
const styles: HairStyle[] = ['bob', 'bun', 'short', 'curly', 'crop', 'short', 'long'];

/** Saskia Ardent: long brown hair, a bright dress or suit in one of her stage colours. */
export function presenterLook(outfit: string, cut: Outfit = 'dress'): Look {
  return {
    skin: '#F2C6A0',
    hair: '#6D4C41',
    hairStyle: 'long',
    outfit,
    cut,
    legs: cut === 'dress' ? '#E2B08C' : outfit,
  };
}

/** Her stage colours. */
const presenterOutfits = ['#E53935', '#FF6F3C', '#1E88E5', '#00A76F', '#F5F5F5', '#C2185B', '#FFB300'];

/** One of her stage colours for a scene: never white in a bright room, where it would not stand out; never `not`. */
export function outfitFor(scene: Scene, not?: string): string {
  return scene.random.pick(
    presenterOutfits.filter((color) => color !== not && !(scene.palette.bright && color === '#F5F5F5')),
  );
}

/** A guest, a panellist or a crew member: anyone but the presenter. */
export function guestLook(random: Random): Look {
  const hairStyle = random.pick(styles);
  const cut: Outfit = hairStyle === 'short' || hairStyle === 'crop' || random.next() < 0.4 ? 'suit' : 'dress';
  const outfit = random.pick(outfits);
  return {
    skin: random.pick(skins),
    hair: random.pick(hairs),
    hairStyle,
    outfit,
    cut,
    legs: cut === 'suit' ? mix(outfit, '#000000', 0.3) : '#3A3A3A',
  };
}

/** The right arm's elbow and hand for each gesture; the left arm mirrors it. The shoulder is at (9, -27). */
const armPoints: Record<Arm, [number, number, number, number]> = {
  down: [11, -12, 12, 2],
  mic: [14, -14, 6, -30],
  open: [18, -17, 27, -23],
  raise: [17, -41, 19, -56],
  hip: [18, -15, 9, -4],
  hold: [13, -12, 5, -10],
  point: [20, -34, 32, -39],
  lap: [12, -12, 9, 0],
};

const hairBack: Partial<Record<HairStyle, string>> = {
  long: 'M-7-41C-9-52 9-52 7-41C8-33 12-27 10-18C8-17 6-18 5-20L4.5-34H-4.5L-5-20C-6-18-8-17-10-18C-12-27-8-33-7-41Z',
  bob: 'M-7.5-40C-9-52 9-52 7.5-40L8.5-31C4-29-4-29-8.5-31Z',
  bun: `${circlePath(0, -49, 4.5)}`,
  curly: `${circlePath(0, -42, 10.5)}`,
};

/** Long hair seen from behind, falling down the back. */
const backHair = 'M-7-41C-9-52 9-52 7-41C8-33 11-25 9-14C3-12-3-12-9-14C-11-25-8-33-7-41Z';

const hairFront: Record<HairStyle, string> = {
  long: 'M-6.6-40C-8-51 7-52 7-41C8-33 8-27 11-19C7-18 5-22 4.4-40C2-44-2-46-4-43C-5-36-5-26-11-19C-8-27-7-34-6.6-40Z',
  bob: 'M-6.6-39C-8-50 7-51 6.8-39C4-45-2-46-6.6-39Z',
  bun: 'M-6.4-41C-6-48 6-48 6.4-41C3-44-3-44-6.4-41Z',
  short: 'M-6.5-40C-7.5-50 7.5-50 6.5-40C6-43 4-44 1-44C-3-45-5-43-6.5-40Z',
  curly: 'M-7-40C-7-51 7-51 7-40C4-44-4-44-7-40Z',
  crop: 'M-6.3-42C-5-48 5-48 6.3-42C3-44-3-44-6.3-42Z',
};

/** The side of the outfit turned from the light. */
const shades: Record<Outfit, string> = {
  dress: 'M4-31Q9-31 9-30Q11-29 11-25L10-18L7-7L13 24Q9 25 6 25Q8 0 4-31Z',
  suit: 'M4-31Q9-31 9-30Q11-29 11-25L9 5H5Q7-12 4-31Z',
  jumpsuit: 'M4-31Q9-31 9-30Q11-29 11-25L10-18L7-7Q10-2 10 4H6Q7-12 4-31Z',
};

const bodies: Record<Outfit, string> = {
  dress: 'M-9-30Q0-32 9-30Q11-29 11-25L10-18L7-7L13 24Q0 26-13 24L-7-7L-10-18L-11-25Q-11-29-9-30Z',
  suit: 'M-9-30Q0-32 9-30Q11-29 11-25L9 5H-9L-11-25Q-11-29-9-30Z',
  jumpsuit: 'M-9-30Q0-32 9-30Q11-29 11-25L10-18L7-7Q10-2 10 4H-10Q-10-2-7-7L-10-18L-11-25Q-11-29-9-30Z',
};

function arm(side: 1 | -1, gesture: Arm): string {
  const [ex, ey, hx, hy] = armPoints[gesture];
  return `M${9 * side} -27L${ex * side} ${ey}L${hx * side} ${hy}`;
}

function hand(side: 1 | -1, gesture: Arm): [number, number] {
  const [, , hx, hy] = armPoints[gesture];
  return [hx * side, hy];
}

/**
 * A person at (x, y), scale s (97 units tall at 1): y is the floor under a standing person and the seat under a
 * seated one. `flip` turns a seated person's legs (and any microphone) to face left.
 */
export function person(x: number, y: number, s: number, look: Look, pose: Pose, flip = false): string {
  const hipY = pose.seated ? y : y - 50 * s;
  const size = Math.round(s * 100) / 100;
  const transform = `translate(${Math.round(x * 10) / 10} ${Math.round(hipY * 10) / 10}) scale(${flip ? `-${size} ${size}` : size})`;
  const legPath = pose.seated ? 'M-4 2L16 1L17 28M4 2L18 3L20 28' : 'M-3.6 2L-4.5 47M3.6 2L4.5 47';
  const dress = look.cut === 'dress';
  const cut = pose.seated ? 'suit' : look.cut;
  // shoes show under a dress; trousers run down to the floor in their own dark colour
  const shoes = dress
    ? `<path d="${pose.seated ? 'M16 29h6M18 29h6' : 'M-7 48.5h4M3 48.5h4'}" stroke="#1C1C1C" stroke-width="3"/>`
    : '';
  const thigh = pose.seated && dress ? `<path d="M0 0L15 1" stroke="${look.outfit}" stroke-width="11"/>` : '';
  const hands = [hand(-1, pose.left), hand(1, pose.right)]
    .filter((_, index) => !(pose.back && [pose.left, pose.right][index] === 'mic'))
    .map(([hx, hy]) => circlePath(hx, hy, 2.4))
    .join('');
  const arms = (
    pose.back
      ? [
          arm(1, pose.right === 'mic' ? 'down' : pose.right),
          arm(-1, pose.left === 'mic' ? 'down' : pose.left),
        ]
      : [arm(1, pose.right), arm(-1, pose.left)]
  ).join('');
  const head = pose.back ? '' : 'M0-47.2a6.2 7.2 0 1 0 .1 0';
  const parts = [
    `<g transform="${transform}" stroke-linecap="round">`,
    hairBack[look.hairStyle] && !pose.back
      ? `<path d="${hairBack[look.hairStyle]}" fill="${look.hair}"/>`
      : '',
    `<path d="${legPath}" fill="none" stroke="${look.legs}" stroke-width="${dress ? 3.4 : 5.4}"/>`,
    shoes,
    `<path d="${bodies[cut]}" fill="${look.outfit}"/>`,
    look.hairStyle === 'long' && !pose.back ? `<path d="${shades[cut]}" fill="#000000" opacity=".12"/>` : '',
    thigh,
    `<path d="${arms}" fill="none" stroke="${look.outfit}" stroke-width="4.6"/>`,
    `<path d="M-3.4-36l.8 7h5.2l.8-7z${head}${hands}" fill="${look.skin}"/>`,
    pose.back
      ? `<path d="${look.hairStyle === 'long' ? backHair : circlePath(0, -40, 7)}" fill="${look.hair}"/>`
      : `<path d="${hairFront[look.hairStyle]}" fill="${look.hair}"/>`,
  ];
  if (!pose.back && (pose.right === 'mic' || pose.left === 'mic')) {
    const side = pose.right === 'mic' ? 1 : -1;
    parts.push(
      `<path d="M${6 * side} -30L${4.7 * side} -34" stroke="#263238" stroke-width="2.2"/><path d="${circlePath(4.4 * side, -35.4, 1.8)}" fill="#90A4AE"/>`,
    );
  }
  if (!pose.back && (pose.right === 'hold' || pose.left === 'hold'))
    parts.push('<path d="M3-14h6v8h-6z" fill="#FFF8E1"/>');
  parts.push('</g>');
  return parts.join('');
}
