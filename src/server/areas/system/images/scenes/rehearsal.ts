import { circlePath, mix } from '@/server/areas/system/images/svg';
import { stageBackdrop } from './backdrops';
import { seatRows } from './crowd';
import { beams, glow } from './lights';
import { guestLook, outfitFor, person, presenterLook, type Pose } from './people';
import { room, tones, type Scene } from './scene';

/** A rehearsal in an empty hall: work light, rows of empty seats, the host with her cue cards. */
export function rehearsal(scene: Scene): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const floor = random.int(150, 175);
  const x = random.int(Math.round(width * 0.2), Math.round(width * 0.8));
  const crew = guestLook(random);
  const crewX = x + (x > width / 2 ? -1 : 1) * random.int(60, 110);
  const pose: Pose = { right: 'hold', left: random.pick(['down', 'open', 'hold'] as const) };
  return [
    room(scene),
    stageBackdrop(scene, floor),
    `<path d="M0 ${floor}H${width}V${floor + 40}H0z" fill="${tone.floor}"/><path d="M0 ${floor + 40}H${width}" stroke="${tone.shadow}" stroke-width="6"/>`,
    beams(random, width, random.int(1, 2), x, floor + 6, 10),
    glow(x, floor + 4, 70),
    person(crewX, floor + 6, 0.85, crew, { right: 'hold', left: 'down' }),
    person(x, floor + 8, 0.95, presenterLook(outfitFor(scene), 'jumpsuit'), pose),
    seatRows(
      random,
      width,
      floor + 56,
      312,
      mix(random.pick(['#8E1B2F', '#1B3A8E', '#37474F']), tone.shadow, 0.4),
      mix(palette.light, tone.shadow, 0.5),
    ),
  ].join('');
}

/** A walk-through on the empty stage, close: the host with her cards, a crew member, the ghost light. */
export function walkthrough(scene: Scene): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const floor = random.int(236, 256);
  const x = random.int(Math.round(width * 0.3), Math.round(width * 0.7));
  const side = x > width / 2 ? -1 : 1;
  const lamp = Math.min(width - 30, Math.max(30, x - side * random.int(90, 130)));
  // stage tape marks on the floor
  let marks = '';
  for (let index = 0; index < random.int(3, 6); index += 1)
    marks += `M${random.int(20, width - 40)} ${random.int(floor + 8, 290)}h${random.int(10, 24)}`;
  return [
    room(scene),
    stageBackdrop(scene, floor),
    `<path d="M0 ${floor}H${width}V300H0z" fill="${tone.floor}"/>`,
    `<path d="${marks}" stroke="${palette.accent}" stroke-width="3"/>`,
    // the ghost light: a bare bulb in a cage on a stand
    `<ellipse cx="${lamp}" cy="${floor - 120}" rx="70" ry="70" fill="url(#l)"/><path d="M${lamp - 1} ${floor - 112}h2v112h-2zM${lamp - 14} ${floor}h28v-5h-28z" fill="${tone.shadow}"/>`,
    `<path d="${circlePath(lamp, floor - 122, 7)}" fill="#FFF3C4"/><path d="M${lamp - 8} ${floor - 122}a8 10 0 0 1 16 0M${lamp} ${floor - 132}v20" fill="none" stroke="${tone.shadow}" stroke-width="1.5"/>`,
    person(
      x + side * random.int(60, 90),
      floor,
      random.range(1.45, 1.65),
      guestLook(random),
      { right: 'hold', left: random.pick(['down', 'point'] as const) },
      side < 0,
    ),
    person(
      x,
      floor + 6,
      random.range(1.7, 1.9),
      presenterLook(outfitFor(scene), random.pick(['suit', 'jumpsuit'] as const)),
      { right: 'hold', left: random.pick(['open', 'hip', 'down'] as const) },
    ),
  ].join('');
}
