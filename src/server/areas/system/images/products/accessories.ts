import { circlePath } from '@/server/areas/system/images/svg';
import { body, fill, line, type Look, type ProductDrawing } from './look';

/** Small goods, shown in pairs: socks, gloves, insoles, laces. */

/** One sock, its heel to the left and its toe to the right, drawn at (x, y); `leg` its length above the ankle. */
const sock = (look: Look, x: number, y: number, leg: number) => {
  const top = 150 - leg;
  return (
    `<g transform="translate(${x} ${y})">` +
    body(`M70 ${top}h42v${leg + 10}c0 8 4 12 12 14l36 8c16 4 16 34-4 34H82c-14 0-18-10-16-22l4-34z`, look) +
    fill(`M70 ${top}h42v14H70z`, look.light, ` stroke="${look.shade}" stroke-width="3"`) +
    fill(`M70 ${top + 18}h42v6H70zM70 ${top + 28}h42v6H70z`, look.accent) +
    fill(
      'M66 186c8 0 16 6 16 20H66zM152 182c12 0 16 8 16 14 0 8-4 12-12 12-2-10-4-18-4-26z',
      look.shade,
      ' opacity=".35"',
    ) +
    '</g>'
  );
};

export const socks = (leg: number): ProductDrawing => ({
  floor: 228,
  draw: (look) => sock(look, -28, -6, leg) + sock(look, 22, 12, leg),
});

/** A glove with four fingers and a thumb, fingers up; knit ones have a ribbed cuff. */
const glove = (look: Look, x: number, rotate: number, knit: boolean) =>
  `<g transform="translate(${x} 0) rotate(${rotate} 64 150)">` +
  body(
    'M40 210v-34l-16-40c-4-10 8-16 14-8l14 22V76c0-10 14-10 14 0v56V64c0-10 14-10 14 0v66V70c0-10 14-10 14 0v62V84c0-10 14-10 14 0v92l-6 34z',
    look,
  ) +
  (knit
    ? fill('M38 188h64v34H38z', look.accent, ` stroke="${look.shade}" stroke-width="3"`) +
      line('M48 192v26M58 192v26M68 192v26M78 192v26M88 192v26', look.shade, 2)
    : line('M52 150h42M56 120v30M70 110v40M84 116v34', look.shade, 2) +
      fill('M40 196h62v8H40z', look.accent)) +
  '</g>';

export const gloves = (knit: boolean): ProductDrawing => ({
  floor: 226,
  draw: (look) => glove(look, 18, -10, knit) + glove(look, 100, 10, knit),
});

/** A pair of insoles from above, heel down, with cushioning pads. */
const insole = (look: Look, x: number) =>
  `<g transform="translate(${x} 0)">` +
  body(
    'M44 60c20-16 46-6 48 20 2 26-8 44-10 70-2 26 4 44-2 60-6 14-30 14-36 0-6-16 0-34-4-60-4-30-16-56 4-90z',
    look,
  ) +
  `<path d="${circlePath(64, 190, 14)}${circlePath(60, 84, 16)}" fill="${look.accent}"/>` +
  line('M48 60c12-8 30-8 40 4', look.light, 3) +
  '</g>';

export const insoles: ProductDrawing = {
  floor: 228,
  draw: (look) => insole(look, 14) + insole(look, 102),
};

/** A coiled lace with its aglets, reflective flecks along it. */
export const laces: ProductDrawing = {
  floor: 214,
  draw: (look) => {
    const coil = 'M40 180c0-60 70-90 110-60s10 90-40 70-30-100 40-110 90 60 50 100-80 30-90-10';
    return (
      line(coil, look.shade, 14) +
      line(coil, look.main, 9) +
      `<path d="${coil}" fill="none" stroke="#FFFFFF" stroke-width="3" stroke-dasharray="4 14" opacity=".9"/>` +
      body('M30 180h20v26H30zM152 160l16-10 12 18-16 10z', look)
    );
  },
};
