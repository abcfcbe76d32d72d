import { circlePath, mix } from '@/server/areas/system/images/svg';
import { stageBackdrop } from './backdrops';
import { audienceRow } from './crowd';
import { beams, bokeh } from './lights';
import { outfitFor } from './people';
import { room, tones, type Scene } from './scene';

/**
 * Saskia Ardent close up, head and shoulders, microphone in hand, drawn around her face's centre (0, 0):
 * the face is 52 wide and 70 tall at scale 1, the shoulders 130 wide at y 56.
 */
function saskia(blazer: string, top: string, light: string, talking: boolean): string {
  const skin = '#F2C6A0';
  const skinShade = '#DDA57F';
  const hair = '#5D4037';
  const hairLight = '#8D6E63';
  const blazerShade = mix(blazer, '#000000', 0.22);
  return [
    // hair behind the shoulders, lit at its edge by the stage light
    `<path d="M-33-4C-42-44-8-60 10-56C38-52 46-24 40 6C38 30 48 58 44 86C28 98-30 98-46 86C-50 58-34 30-33-4Z" fill="${light}" opacity=".5" transform="translate(4 -2)"/>`,
    `<path d="M-33-4C-42-44-8-60 10-56C38-52 46-24 40 6C38 30 48 58 44 86C28 98-30 98-46 86C-50 58-34 30-33-4Z" fill="${hair}"/>`,
    // neck, its shadow under the chin
    `<path d="M-11 22L-13 54H13L11 22Z" fill="${skin}"/><path d="M-12 24C-6 36 6 36 12 24L12 36C6 44-6 44-12 36Z" fill="${skinShade}"/>`,
    // blazer with a V over her top, the lapels in shade
    `<path d="M-70 80C-66 60-42 54-14 52L0 70L14 52C42 54 66 60 70 80L78 220H-78Z" fill="${blazer}"/>`,
    `<path d="M-14 52L0 118L14 52L0 70Z" fill="${top}"/>`,
    `<path d="M-14 52L-26 60L-6 100L0 118ZM14 52L26 60L6 100L0 118ZM40 60C56 64 66 70 70 80L78 220H50Z" fill="${blazerShade}"/>`,
    `<path d="M-8 62Q0 74 8 62" fill="none" stroke="#FFC107" stroke-width="1.6"/><path d="${circlePath(0, 71, 2.6)}" fill="#FFC107"/>`,
    // face, ear and earring
    `<path d="M-26-6C-26-28-14-38 0-38C14-38 26-28 26-6C26 12 14 32 0 32C-14 32-26 12-26-6Z" fill="${skin}"/>`,
    `<path d="M23-8C30-11 32 0 27 6C26 9 23 9 22 5ZM8 30C18 26 25 12 26-6C26 8 20 24 8 30Z" fill="${skinShade}"/>`,
    `<path d="${circlePath(27, 12, 3.2)}" fill="#FFC107"/>`,
    // features: brows, eyes, nose, a speaking smile, a touch of blush
    `<path d="M-17-12Q-11-16-5-13M5-13Q11-16 17-12" fill="none" stroke="${hair}" stroke-width="2.4" stroke-linecap="round"/>`,
    `<path d="${circlePath(-11, -3, 2.8)}${circlePath(11, -3, 2.8)}" fill="#2B1D16"/>`,
    `<path d="M1 0Q-3 9 2 11" fill="none" stroke="${skinShade}" stroke-width="1.8" stroke-linecap="round"/>`,
    talking
      ? '<path d="M-9 16Q0 28 9 16Q0 19-9 16Z" fill="#A83A4A"/>'
      : '<path d="M-9 16Q0 23 9 16" fill="none" stroke="#A83A4A" stroke-width="2.4" stroke-linecap="round"/>',
    `<path d="${circlePath(-16, 8, 5)}${circlePath(16, 8, 5)}" fill="#F48FB1" opacity=".3"/>`,
    // hair in front: a side-parted sweep over the forehead, waves falling over both shoulders
    `<path d="M-28 8C-36-30-16-48 6-46C28-44 36-26 32-6C30 14 38 30 44 48C50 66 42 82 30 90C36 70 28 56 24 38C20 22 24 6 20-10C16-22 4-28-10-24C-2-28 6-26 12-22C0-30-14-26-20-16C-22 0-20 20-24 40C-26 60-18 76-26 92C-40 80-42 60-36 40C-32 28-28 18-28 8Z" fill="${hair}"/>`,
    `<path d="M-4-44C10-40 20-30 24-12M30 40C34 54 36 66 32 78M-30 48C-32 60-30 72-28 82" fill="none" stroke="${hairLight}" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
}

/** Her hand holding a microphone up to her chin, coming in from below. */
function micInHand(blazer: string): string {
  return (
    `<path d="M-40 100L-66 220H-26L-22 104Z" fill="${mix(blazer, '#000000', 0.12)}"/>` +
    `<path d="M-22 40L-34 100" stroke="#212B36" stroke-width="11" stroke-linecap="round"/>` +
    `<path d="M-40 78C-40 70-26 68-22 74L-20 96C-24 104-38 104-42 96Z" fill="#F2C6A0"/>` +
    `<path d="M-40 84H-24M-40 91H-24" stroke="#DDA57F" stroke-width="1.6"/>` +
    `<path d="${circlePath(-20, 32, 11)}" fill="#37474F"/><path d="M-28 27h16M-30 32h20M-28 37h16" stroke="#78909C" stroke-width="1.4"/>`
  );
}

/**
 * A portrait on stage: the presenter from the waist up, speaking into her microphone, a screen or the stage
 * glowing behind her, the heads of the front row at the bottom edge.
 */
export function portrait(scene: Scene): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const left = random.next() < 0.4;
  const x = Math.round(width * (left ? random.range(0.3, 0.4) : random.range(0.6, 0.7)));
  const s = random.range(1.05, 1.25);
  const y = Math.round(104 + random.int(-6, 8));
  const blazer = outfitFor(scene, '#F5F5F5');
  const tilt = random.int(-5, 5);
  return [
    room(scene),
    bokeh(random, width, 300, random.int(6, 10), palette.accent, 1.5),
    stageBackdrop(scene, 230),
    beams(random, width, random.int(2, 3), x, 300, 60),
    `<ellipse cx="${x}" cy="${y + 40}" rx="150" ry="130" fill="url(#l)" opacity=".55"/>`,
    `<g transform="translate(${x} ${y}) scale(${s}) rotate(${tilt})">${saskia(blazer, random.pick(['#FFF8E1', '#212B36', '#F4F6F8']), palette.light, true)}${micInHand(blazer)}</g>`,
    audienceRow(random, width, 312, random.int(18, 24), tone.shadow),
  ].join('');
}
