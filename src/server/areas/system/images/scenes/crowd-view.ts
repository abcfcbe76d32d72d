import { mix } from '@/server/areas/system/images/svg';
import { audience, phoneLights, raisedHands } from './crowd';
import { beams, bokeh, truss } from './lights';
import { outfitFor, person, presenterLook } from './people';
import { room, tones, type Scene } from './scene';

/** The hall from the stage: the host from behind in the foreground, the audience filling the room. */
export function crowdView(scene: Scene): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const horizon = random.int(110, 150);
  const x =
    random.next() < 0.5
      ? random.int(60, Math.round(width * 0.3))
      : random.int(Math.round(width * 0.7), width - 60);
  const festival = random.next() < 0.5;
  const rows = random.int(5, 8);
  return [
    room(scene),
    festival
      ? truss(random, width, random.int(14, 30), random.int(5, 9), tone.shadow, palette.light)
      : bokeh(random, width, horizon, random.int(8, 16), palette.accent),
    beams(random, width, random.int(3, 6), width / 2, 300, width / 2),
    audience(random, width, rows, horizon, 300, random.int(14, 20), [
      mix(tone.shadow, palette.bottom, 0.15),
      mix(tone.shadow, palette.bottom, 0.55),
    ]),
    festival
      ? phoneLights(random, width, horizon, 260, random.int(10, 24), palette.light)
      : raisedHands(
          random,
          width,
          horizon + 30,
          220,
          random.int(2, 4),
          mix(tone.shadow, palette.light, 0.15),
          '#D9A47E',
        ),
    `<path d="M0 272H${width}V300H0z" fill="${mix(tone.shadow, '#000000', 0.3)}"/>`,
    person(x, 420, random.range(2.7, 3.2), presenterLook(outfitFor(scene), 'suit'), {
      right: random.pick(['raise', 'open', 'point'] as const),
      left: 'mic',
      back: true,
    }),
  ].join('');
}
