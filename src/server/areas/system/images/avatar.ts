import type { Random } from './prng';
import { circlePath, linearGradient, mix, svgDocument } from './svg';

const backgrounds = [
  '#C8FACD',
  '#D0F2FF',
  '#FFF7CD',
  '#FFE7D9',
  '#EBD6FD',
  '#D6E4FF',
  '#FFD6E0',
  '#DFF5E1',
  '#F4F6F8',
];
const skins = ['#F8D5C2', '#EDB998', '#D49A6A', '#A86B45', '#7A4A2E', '#F2C6A0'];
const hairs = ['#212B36', '#3E2723', '#6D4C41', '#B7854C', '#E0C068', '#9E9E9E', '#A0522D', '#161C24'];
const tops = [
  '#00AB55',
  '#1890FF',
  '#7635DC',
  '#FF4842',
  '#FFC107',
  '#212B36',
  '#04297A',
  '#FDA92D',
  '#1CCAFF',
];

type HairStyle = (hair: string) => { back: string; front: string };

/** Hair drawn behind the head (long hair) and over it (fringe, bun, curls). */
const hairStyles: HairStyle[] = [
  // short crop
  (hair) => ({
    back: '',
    front: `<path d="M43 56c-4-22 7-32 21-32s26 10 21 32c-1-7-3-11-5-14-7 3-25 3-32 0-2 3-4 7-5 14z" fill="${hair}"/>`,
  }),
  // long and straight
  (hair) => ({
    back: `<path d="M41 50c0-20 10-29 23-29s23 9 23 29v42H41z" fill="${hair}"/>`,
    front: `<path d="M44 50c2-16 11-23 21-23 11 0 19 8 20 23-7-3-15-10-18-16-5 8-13 13-23 16z" fill="${hair}"/>`,
  }),
  // bun on top
  (hair) => ({
    back: '',
    front: `<path d="${circlePath(64, 22, 10)}" fill="${hair}"/><path d="M44 52c-1-16 9-24 20-24s21 8 20 24c-5-8-12-12-20-12s-15 4-20 12z" fill="${hair}"/>`,
  }),
  // curls
  (hair) => ({
    back: '',
    front: `<path d="${[
      [48, 40, 8],
      [56, 31, 9],
      [67, 29, 9],
      [77, 34, 8],
      [82, 44, 7],
      [46, 49, 6],
      [64, 36, 8],
    ]
      .map(([x, y, r]) => circlePath(x!, y!, r!))
      .join('')}" fill="${hair}"/>`,
  }),
  // side part
  (hair) => ({
    back: '',
    front: `<path d="M44 56c-3-22 8-31 22-31 12 0 21 8 19 27-9-2-19-7-25-14-3 7-9 13-16 18z" fill="${hair}"/>`,
  }),
  // shoulder-length bob
  (hair) => ({
    back: `<path d="M40 54c0-22 10-31 24-31s24 9 24 31v20c-6 4-12 4-17 2H57c-5 2-11 2-17-2z" fill="${hair}"/>`,
    front: `<path d="M45 52c1-15 9-23 19-23 11 0 19 8 20 23-10-2-19-7-24-14-3 6-8 11-15 14z" fill="${hair}"/>`,
  }),
];

/** A stylised head-and-shoulders portrait on a soft square, framed to survive a circular crop. */
export function renderAvatar(n: number, random: Random): string {
  const background = backgrounds[(n - 1) % backgrounds.length]!;
  const skin = random.pick(skins);
  const hair = random.pick(hairs);
  const top = tops[(n * 5) % tops.length]!;
  const style = hairStyles[(n - 1) % hairStyles.length]!(hair);
  const shade = mix(skin, '#000000', 0.14);
  const body = [
    `<defs>${linearGradient('g', [
      [0, mix(background, '#FFFFFF', 0.45)],
      [1, background],
    ])}</defs>`,
    '<rect width="128" height="128" fill="url(#g)"/>',
    `<path d="${circlePath(random.int(18, 34), random.int(18, 34), random.int(10, 16))}" fill="#FFFFFF" opacity=".35"/>`,
    style.back,
    `<path d="M56 66h16v22H56z" fill="${shade}"/>`,
    `<path d="M18 128c0-26 18-40 46-40s46 14 46 40z" fill="${top}"/>`,
    `<path d="M52 88l12 16 12-16z" fill="${shade}"/>`,
    `<path d="M52 88l12 16 12-16" fill="none" stroke="${mix(top, '#000000', 0.25)}" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="${circlePath(43, 56, 5)}${circlePath(85, 56, 5)}" fill="${shade}"/>`,
    `<ellipse cx="64" cy="53" rx="20" ry="24" fill="${skin}"/>`,
    style.front,
  ].join('');
  return svgDocument(128, 128, body);
}
