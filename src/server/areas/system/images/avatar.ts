import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import { presenterAvatar } from '@/contract/images';
import type { Random } from './prng';

// DiceBear's "Lorelei" faces (design CC0 1.0, code MIT): drawn here on the server, then encoded and cached
// like every generated image. Colours are ours so the faces vary in skin, hair and background.
const backgrounds = ['C8FACD', 'D0F2FF', 'FFF7CD', 'FFE7D9', 'EBD6FD', 'D6E4FF', 'FFD6E0', 'DFF5E1'];
const skins = ['F8D5C2', 'EDB998', 'D49A6A', 'A86B45', '7A4A2E', 'F2C6A0'];
const hairs = ['212B36', '3E2723', '6D4C41', 'B7854C', 'E0C068', '9E9E9E', 'A0522D'];
/** Lorelei's smiling mouths (happy01 to happy18): a welcoming team, not a sulking one. */
const happyMouths = Array.from(
  { length: 18 },
  (_, i) => `happy${String(i + 1).padStart(2, '0')}` as NonNullable<lorelei.Options['mouth']>[number],
);

type LoreleiOptions = Parameters<typeof createAvatar<lorelei.Options>>[1];

/** The presenter: long wavy hair and earrings, never left to chance. */
const presenterLook: LoreleiOptions = {
  hair: ['variant35'],
  hairColor: ['6D4C41'],
  skinColor: ['F2C6A0'],
  backgroundColor: ['FFE7D9'],
  earrings: ['variant02'],
  earringsProbability: 100,
  beardProbability: 0,
  glassesProbability: 0,
  mouth: ['happy02'],
};

/** The library's RDF credits name web addresses; the images stay self-contained (the credit is in the README). */
const withoutMetadata = (svg: string) => svg.replace(/<metadata[\s\S]*?<\/metadata>/, '');

/** Avatar n: a face of its own, the same for the same n always. */
export function renderAvatar(n: number, random: Random): string {
  const look: LoreleiOptions = {
    backgroundColor: [backgrounds[(n - 1) % backgrounds.length]!],
    skinColor: [random.pick(skins)],
    hairColor: [random.pick(hairs)],
    mouth: happyMouths,
  };
  const avatar = createAvatar(lorelei, {
    seed: `avatar:${n}`,
    size: 128,
    ...look,
    ...(n === presenterAvatar ? presenterLook : {}),
  });
  return withoutMetadata(avatar.toString());
}
