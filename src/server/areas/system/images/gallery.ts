import type { Random } from './prng';
import {
  audienceRow,
  bokeh,
  floorGlow,
  presenter,
  spotlightBeams,
  stagePalettes,
  type StagePalette,
} from './stage-parts';
import { circlePath, linearGradient, mix, radialGradient, svgDocument } from './svg';

const WIDTH = 400;
const HEIGHT = 300;

function defs(palette: StagePalette): string {
  return [
    '<defs>',
    linearGradient('s', [
      [0, palette.sky],
      [1, palette.ground],
    ]),
    linearGradient('b', [
      [0, palette.beam, 0.7],
      [1, palette.beam, 0],
    ]),
    radialGradient('l', [
      [0, palette.beam, 0.85],
      [1, palette.beam, 0],
    ]),
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>`,
  ].join('');
}

/** Keynote seen from the floor: a presenter under the lights, heads in the foreground. */
function keynote(random: Random, palette: StagePalette): string {
  const x = random.int(150, 250);
  return [
    bokeh(random, WIDTH, 160, 10, palette.accent),
    spotlightBeams(random, WIDTH, 232, 3, 'b', palette.beam),
    `<path d="M0 220H${WIDTH}V${HEIGHT}H0z" fill="${mix(palette.sky, palette.ground, 0.35)}"/>`,
    floorGlow(x, 228, 90, 'l'),
    presenter(x, 232, 1.3, palette.sky, palette.accent),
    audienceRow(random, WIDTH, HEIGHT, 30, mix(palette.sky, '#000000', 0.5)),
  ].join('');
}

/** A stage microphone on its stand, close up, against out-of-focus stage light. */
function microphone(random: Random, palette: StagePalette): string {
  const x = random.int(170, 230);
  const metal = mix(palette.beam, palette.sky, 0.3);
  const dark = mix(palette.sky, '#000000', 0.35);
  // grille: horizontal and vertical chords of the ball head
  const grille = [-16, -8, 0, 8, 16]
    .map((offset) => {
      const half = Math.round(Math.sqrt(26 * 26 - offset * offset));
      return `M${x - half} ${80 + offset}h${half * 2}M${x + offset} ${80 - half}v${half * 2}`;
    })
    .join('');
  return [
    bokeh(random, WIDTH, HEIGHT, 14, palette.accent),
    bokeh(random, WIDTH, HEIGHT, 6, palette.beam),
    `<ellipse cx="${x}" cy="90" rx="90" ry="90" fill="url(#l)" opacity=".4"/>`,
    `<path d="M${x - 14} 104h28l-5 76h-18z" fill="${dark}"/>`,
    `<path d="M${x - 15} 102h30v8h-30z" fill="${metal}"/>`,
    `<path d="${circlePath(x, 80, 26)}" fill="${metal}"/>`,
    `<path d="${grille}" stroke="${palette.sky}" stroke-width="1.5" opacity=".3"/>`,
    `<path d="M${x - 8} 176h16v12h-16zM${x - 3} 188h6v82h-6z" fill="${dark}"/>`,
    `<ellipse cx="${x}" cy="272" rx="46" ry="8" fill="${dark}"/>`,
  ].join('');
}

/** The hall from the back rows: a bright screen over a small stage, rows of heads. */
function audience(random: Random, palette: StagePalette): string {
  const screen = mix(palette.beam, palette.accent, 0.25);
  return [
    `<rect x="110" y="40" width="180" height="100" rx="4" fill="${screen}"/>`,
    `<path d="M60 170h280l20 30H40z" fill="${mix(palette.ground, '#FFFFFF', 0.15)}"/>`,
    presenter(random.int(150, 250), 178, 0.45, palette.sky, palette.accent),
    `<ellipse cx="200" cy="90" rx="170" ry="90" fill="url(#l)" opacity=".35"/>`,
    audienceRow(random, WIDTH, 250, 15, mix(palette.sky, palette.ground, 0.3)),
    audienceRow(random, WIDTH, HEIGHT, 22, mix(palette.sky, '#000000', 0.45)),
  ].join('');
}

/** A panel talk: three guests on stools, their faces lit by the screen. */
function panel(random: Random, palette: StagePalette): string {
  const seat = mix(palette.sky, '#000000', 0.3);
  const guests = [110, 200, 290]
    .map((x) => {
      const y = 200 + random.int(-4, 4);
      return (
        `<path d="${circlePath(x, y - 62, 11)}M${x - 15} ${y - 48}c5-5 25-5 30 0l3 34h-36z` +
        `M${x - 18} ${y - 14}h40v8h-40zM${x - 14} ${y - 6}h6v30h-6zM${x + 10} ${y - 6}h6v30h-6z" fill="${seat}"/>`
      );
    })
    .join('');
  return [
    `<rect x="60" y="30" width="280" height="110" rx="6" fill="${mix(palette.ground, palette.beam, 0.35)}"/>`,
    bokeh(random, WIDTH, 140, 8, palette.accent),
    spotlightBeams(random, WIDTH, 240, 3, 'b', palette.beam),
    `<path d="M0 222H${WIDTH}V${HEIGHT}H0z" fill="${mix(palette.sky, palette.ground, 0.4)}"/>`,
    floorGlow(200, 226, 150, 'l'),
    guests,
    `<path d="M0 ${HEIGHT}V280h${WIDTH}v20z" fill="${palette.sky}"/>`,
  ].join('');
}

const scenes = [keynote, microphone, audience, panel];

/** 4:3 event photographs, drawn: keynote, microphone close-up, the hall, a panel. */
export function renderGallery(n: number, random: Random): string {
  const palette = stagePalettes[(n * 3) % stagePalettes.length]!;
  const scene = scenes[(n - 1) % scenes.length]!;
  return svgDocument(WIDTH, HEIGHT, defs(palette) + scene(random, palette));
}
