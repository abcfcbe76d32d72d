import { mix } from '@/server/areas/system/images/svg';
import { audience, audienceRow } from './crowd';
import { beams, bokeh, confetti, glow, sparkles } from './lights';
import { guestLook, outfitFor, person, presenterLook } from './people';
import { curtains, lectern, trophy } from './stage-props';
import { room, tones, zoomed, type Scene } from './scene';

const gold = '#FFC107';
const goldShade = '#B76E00';

/** An awards night: curtains, a podium, a trophy on its plinth, the host with the envelope. */
export function awards(scene: Scene): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const floor = random.int(215, 235);
  const hostX = random.int(Math.round(width * 0.3), Math.round(width * 0.7));
  const side = random.next() < 0.5 ? -1 : 1;
  const podiumX = hostX + side * random.int(70, 100);
  const plinthX = hostX - side * random.int(70, 110);
  const plinth = random.int(40, 70);
  const winner = random.next() < 0.5;
  const stage = [
    room(scene),
    bokeh(random, width, floor, random.int(6, 14), gold),
    beams(random, width, random.int(2, 4), hostX, floor, 60),
    curtains(random, width, floor, mix(palette.bottom, '#000000', 0.25), palette.top),
    `<path d="M0 ${floor}H${width}V300H0z" fill="${tone.floor}"/>`,
    glow(hostX, floor, 110),
    `<path d="M${plinthX - 18} ${floor - plinth}h36v${plinth}h-36z" fill="${tone.shadow}"/>`,
    trophy(plinthX, floor - plinth, random.range(0.9, 1.3), gold, goldShade),
    lectern(podiumX, floor, floor - 62, 44, tone.shadow, gold),
    winner
      ? person(hostX - side * 34, floor + 2, 1.05, guestLook(random), { right: 'raise', left: 'hold' })
      : '',
    person(hostX, floor + 2, 1.1, presenterLook(outfitFor(scene)), {
      right: 'mic',
      left: winner ? 'open' : 'hold',
    }),
    sparkles(random, width, floor - 60, random.int(4, 9), gold, 5),
    confetti(random, width, floor, random.int(15, 30), [gold, palette.accent, palette.light]),
  ].join('');
  return (
    zoomed(random.range(1, 1.18), hostX, floor, stage) +
    audience(random, width, 1, 284, 300, random.int(18, 24), [tone.shadow])
  );
}

/** The red carpet: a carpet into the distance between ropes, a wall of logos, flashes, the host posing. */
export function redCarpet(scene: Scene): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const horizon = random.int(150, 185);
  const x = random.int(Math.round(width * 0.35), Math.round(width * 0.65));
  const near = random.int(Math.round(width * 0.28), Math.round(width * 0.4));
  const far = random.int(40, 70);
  const carpet = `M${x - far} ${horizon}h${far * 2}L${x + near} 300H${x - near}z`;
  // the logo wall: staggered rows of small marks, each row one dashed line
  let logos = '';
  const step = random.int(24, 34);
  for (let row = Math.round(step / 2), index = 0; row < horizon; row += step, index += 1)
    logos += `M${index % 2 === 0 ? 0 : -Math.round(step / 2)} ${row}H${width}`;
  let posts = '';
  let ropes = '';
  for (const dir of [-1, 1]) {
    const count = random.int(3, 4);
    for (let index = 0; index < count; index += 1) {
      const t = index / count;
      const px = Math.round(x + dir * (far + 12 + (near + 10 - far) * (1 - t)));
      const py = Math.round(horizon + (300 - horizon) * (1 - t));
      const h = Math.round(30 + 40 * (1 - t));
      posts += `M${px - 2} ${py}v-${h}h4v${h}z`;
      ropes +=
        index === 0 ? `M${px} ${py - h + 4}` : `Q${px + dir * 10} ${py - h / 2 + 10} ${px} ${py - h + 4}`;
    }
  }
  return [
    room(scene),
    `<path d="${logos}" stroke="${palette.light}" stroke-width="8" stroke-dasharray="8 ${step - 8}" opacity=".22"/>`,
    `<path d="M0 ${horizon}H${width}V300H0z" fill="${tone.floor}"/>`,
    `<path d="${carpet}" fill="#C62828"/><path d="${carpet}" fill="url(#l)" opacity=".4"/>`,
    sparkles(random, width, horizon - 10, random.int(5, 10), '#FFFFFF', 9),
    `<path d="${ropes}" fill="none" stroke="#B71C1C" stroke-width="3"/><path d="${posts}" fill="${gold}"/>`,
    zoomed(
      random.range(1, 1.2),
      x,
      280,
      person(x, random.int(268, 288), random.range(1.6, 2), presenterLook(outfitFor(scene, '#E53935')), {
        right: random.pick(['hip', 'raise', 'down'] as const),
        left: 'hip',
      }),
    ),
    // photographers at both sides of the carpet, not in front of her
    audienceRow(random, x - near / 2, 300, random.int(14, 20), tone.shadow),
    `<g transform="translate(${Math.round(x + near / 2)} 0)">${audienceRow(random, width - x - near / 2, 300, random.int(14, 20), tone.shadow)}</g>`,
  ].join('');
}
