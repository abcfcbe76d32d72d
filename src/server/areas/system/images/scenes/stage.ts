import { mix } from '@/server/areas/system/images/svg';
import { stageBackdrop } from './backdrops';
import { audience } from './crowd';
import { beams, bokeh, confetti, glow } from './lights';
import { guestLook, outfitFor, person, presenterLook, type Arm } from './people';
import { room, tones, zoomed, type Scene } from './scene';

const speaking: [Arm, Arm][] = [
  ['mic', 'open'],
  ['mic', 'down'],
  ['mic', 'hip'],
  ['open', 'mic'],
  ['point', 'mic'],
  ['raise', 'mic'],
];

function stageFloor(scene: Scene, y: number): string {
  const tone = tones(scene.palette);
  return `<path d="M0 ${y}H${scene.width}V300H0z" fill="${tone.floor}"/><path d="M0 ${y}H${scene.width}" stroke="${scene.palette.light}" stroke-width="2" opacity=".35"/>`;
}

/** A keynote: the host under converging spotlights before a backdrop, the front rows in silhouette. */
export function keynote(scene: Scene): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const floor = random.int(200, 228);
  const x = random.int(Math.round(width * 0.22), Math.round(width * 0.78));
  const [right, left] = random.pick(speaking);
  const s = random.range(1.0, 1.45);
  const rows = random.int(1, 2);
  const stage = [
    room(scene),
    bokeh(random, width, floor - 40, random.int(4, 12), palette.accent),
    stageBackdrop(scene, floor),
    beams(random, width, random.int(2, 5), x, floor, 40),
    stageFloor(scene, floor),
    glow(x, floor, random.int(60, 110)),
    person(x, floor + 2, s, presenterLook(outfitFor(scene), random.next() < 0.7 ? 'dress' : 'jumpsuit'), {
      right,
      left,
    }),
  ].join('');
  return (
    zoomed(random.range(1, 1.2), x, floor, stage) +
    audience(random, width, rows, 300 - 26 * rows, 300, random.int(20, 30), [
      tone.shadow,
      mix(tone.shadow, palette.bottom, 0.3),
    ])
  );
}

/** The end of a show: host and crew in a line on stage, arms up, confetti in the light. */
export function curtainCall(scene: Scene): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const floor = random.int(210, 232);
  const count = random.int(3, 5);
  const step = (width - 80) / (count - 1);
  const host = random.int(1, count - 2);
  const figures = Array.from({ length: count }, (_, index) => {
    const x = Math.round(40 + index * step + random.int(-8, 8));
    const arms = random.pick<[Arm, Arm]>([
      ['raise', 'raise'],
      ['raise', 'down'],
      ['open', 'open'],
      ['down', 'raise'],
    ]);
    const look = index === host ? presenterLook(outfitFor(scene)) : guestLook(random);
    return person(x, floor + random.int(0, 4), index === host ? 1.12 : random.range(0.95, 1.08), look, {
      right: arms[0],
      left: arms[1],
    });
  });
  return [
    room(scene),
    stageBackdrop(scene, floor),
    beams(random, width, random.int(3, 6), width / 2, floor, width / 3),
    stageFloor(scene, floor),
    glow(width / 2, floor, width / 2.2),
    ...figures,
    confetti(random, width, floor - 20, random.int(12, 24), [palette.accent, palette.light, '#FFC107']),
    audience(random, width, 1, 276, 276, random.int(18, 26), [tone.shadow]),
  ].join('');
}
