import { circlePath } from '@/server/areas/system/images/svg';
import { body, fill, line, type Look, type ProductDrawing } from './look';

/** Tops and trousers from the front, on a hanger-free flat lay. */

const longSleeves = 'M92 56c10-8 62-8 72 0l38 26 26 84-28 10-14-44v92H70v-92l-14 44-28-10 26-84z';
const shortSleeves = 'M92 56c10-8 62-8 72 0l42 26-16 34-26-12v110H70V104l-26 12-16-34z';

const hood = (look: Look) =>
  `<path d="M92 56c4 26 18 38 36 38s32-12 36-38c-10 12-22 16-36 16s-26-4-36-16z" fill="${look.shade}" opacity=".55"/>`;
const crewNeck = (look: Look) => line('M98 58c14 10 46 10 60 0', look.shade, 5);
const ribbing = (look: Look, color = look.shade) =>
  fill(
    'M70 206h116v16H70zM30 164l26 9-4 10-26-9zM226 164l-26 9 4 10 26-9z',
    color,
    color === look.shade ? ' opacity=".6"' : '',
  );
const zip = (look: Look) => line('M128 64v158', look.light, 3) + fill('M124 96h8v10h-8z', look.light);

/** A long-sleeved top laid flat, with the details that make it what it is. */
const longSleeved = (details: (look: Look) => string): ProductDrawing => ({
  floor: 230,
  draw: (look) => body(longSleeves, look) + details(look),
});

export const hoodie = longSleeved(
  (look) =>
    hood(look) +
    line('M118 92v34M138 92v34', look.accent, 4) +
    line('M94 170h68l10 34H84z', look.shade) +
    ribbing(look),
);

export const tee = (logo: boolean): ProductDrawing => ({
  floor: 230,
  draw: (look) =>
    body(shortSleeves, look) +
    crewNeck(look) +
    (logo
      ? `<path d="${circlePath(128, 130, 26)}" fill="${look.accent}"/><path d="M114 146l14-34 14 34M119 134h18" fill="none" stroke="${look.main}" stroke-width="5" stroke-linejoin="round"/>`
      : `<path d="${circlePath(128, 118, 14)}" fill="${look.accent}"/>` +
        line('M128 132v26M118 160h20', look.accent, 6)),
});

export const sweatshirt = longSleeved(
  (look) =>
    crewNeck(look) +
    // three speech bubbles: hello in three languages
    `<path d="M92 104h32v20h-20l-8 8v-8h-4zM132 112h32v20h-4v8l-8-8h-20zM108 140h40v20h-40z" fill="${look.accent}"/>` +
    ribbing(look),
);

export const bomber = longSleeved(
  (look) =>
    fill('M92 56c10-8 62-8 72 0l-8 10c-14-6-42-6-56 0z', look.accent) +
    zip(look) +
    line('M84 150l16-6M172 150l-16-6', look.shade, 4) +
    fill('M200 100l8 24-10 2-6-22z', look.accent) +
    ribbing(look, look.accent),
);

export const rainJacket: ProductDrawing = {
  floor: 230,
  draw: (look) =>
    body('M92 56c0-24 72-24 72 0l38 26 26 84-28 10-14-44v104H70v-104l-14 44-28-10 26-84z', look) +
    fill('M100 50c4-20 52-20 56 0-8 20-48 20-56 0z', look.shade, ' opacity=".5"') +
    zip(look) +
    line('M80 160h32M144 160h32', look.shade, 3) +
    fill('M70 196h116v6H70zM28 160l28 10-2 5-28-10zM228 160l-28 10 2 5 28-10z', look.accent),
};

export const denimShirt = longSleeved(
  (look) =>
    fill('M100 50l28 20 28-20 4 18-32 10-32-10z', look.shade) +
    line('M128 76v146', look.shade, 2) +
    `<path d="${[96, 120, 144, 168, 192].map((y) => circlePath(134, y, 3)).join('')}" fill="${look.light}"/>` +
    line('M86 104h28v22H86zM142 104h28v22h-28z', look.accent, 3) +
    line('M76 120v96M180 120v96', look.shade, 1.5),
);

export const trackTop = longSleeved(
  (look) =>
    fill('M96 54c10-6 54-6 64 0l-2 12c-12-4-48-4-60 0z', look.shade) +
    zip(look) +
    line('M56 86l-26 80M64 90l-26 80M200 86l26 80M192 90l26 80', look.accent, 4) +
    ribbing(look),
);

export const joggers: ProductDrawing = {
  floor: 232,
  draw: (look) =>
    body('M78 40h100l10 64 6 104h-44l-20-118-20 118H62l6-104z', look) +
    fill('M78 40h100v16H78zM62 204h44v14H62zM150 204h44v14h-44z', look.shade, ' opacity=".6"') +
    line('M120 56c-4 16-10 24-16 28M136 56c4 16 10 24 16 28', look.accent, 3) +
    line('M92 80c8 8 20 10 30 10M164 80c-8 8-20 10-30 10', look.shade, 2.5),
};
