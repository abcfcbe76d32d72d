import type { Random } from './prng';
import { audienceRow, bokeh, floorGlow, presenter, spotlightBeams, stagePalettes } from './stage-parts';
import { linearGradient, mix, radialGradient, svgDocument } from './svg';

const WIDTH = 480;
const HEIGHT = 270;

/** A wide studio stage: spotlight beams over a lit floor, a presenter on some, the audience in front. */
export function renderCover(n: number, random: Random): string {
  const palette = stagePalettes[(n - 1) % stagePalettes.length]!;
  const floorY = random.int(188, 206);
  const centre = Math.round(WIDTH / 2 + random.range(-90, 90));
  const parts = [
    '<defs>',
    linearGradient('s', [
      [0, palette.sky],
      [1, palette.ground],
    ]),
    linearGradient('b', [
      [0, palette.beam, 0.75],
      [1, palette.beam, 0],
    ]),
    linearGradient('f', [
      [0, mix(palette.ground, '#FFFFFF', 0.25)],
      [1, palette.sky],
    ]),
    radialGradient('l', [
      [0, palette.beam, 0.8],
      [1, palette.beam, 0],
    ]),
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>`,
    bokeh(random, WIDTH, floorY - 40, 8, palette.accent),
    spotlightBeams(random, WIDTH, floorY + 12, random.int(3, 5), 'b', palette.beam),
    `<path d="M0 ${floorY}H${WIDTH}V${HEIGHT}H0z" fill="url(#f)"/>`,
    floorGlow(centre, floorY + 10, random.int(80, 130), 'l'),
  ];
  if (n % 3 !== 0)
    parts.push(presenter(centre, floorY + 12, random.range(0.9, 1.15), palette.sky, palette.accent));
  parts.push(audienceRow(random, WIDTH, HEIGHT, random.int(16, 22), mix(palette.sky, '#000000', 0.4)));
  return svgDocument(WIDTH, HEIGHT, parts.join(''));
}
