import { mix } from '@/server/areas/system/images/svg';
import { stageBackdrop } from './backdrops';
import { audience } from './crowd';
import { beams, glow } from './lights';
import { guestLook, outfitFor, person, presenterLook } from './people';
import { chair, floorLamp, plant, table, type ChairKind } from './furniture';
import { room, tones, zoomed, type Scene } from './scene';

/** A seated person and their chair: legs towards the middle of the stage. */
function seated(
  scene: Scene,
  x: number,
  floor: number,
  s: number,
  kind: ChairKind,
  color: string,
  host: boolean,
  faceLeft: boolean,
): string {
  const seat = Math.round(floor - 29 * s);
  const look = host ? presenterLook(outfitFor(scene), 'jumpsuit') : guestLook(scene.random);
  const right = host ? 'mic' : scene.random.pick(['lap', 'lap', 'open', 'hold'] as const);
  return (
    chair(kind, x, seat, floor, s, color, faceLeft) +
    person(
      x,
      seat,
      s,
      look,
      { right, left: host ? 'lap' : scene.random.pick(['lap', 'down'] as const), seated: true },
      faceLeft,
    )
  );
}

/** A panel talk: two to four guests and the host in a row of chairs on a stage. */
export function panel(scene: Scene): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const floor = random.int(205, 228);
  const count = random.int(3, 4);
  const kind = random.pick<ChairKind>(['stool', 'armchair', 'chair']);
  const s = random.range(0.95, 1.2);
  const margin = width * 0.16;
  const step = (width - margin * 2) / (count - 1);
  const host = random.next() < 0.5 ? 0 : count - 1;
  const chairColor = kind === 'armchair' ? mix(palette.accent, '#000000', 0.35) : tone.shadow;
  let people = '';
  for (let index = 0; index < count; index += 1) {
    const x = Math.round(margin + index * step);
    people += seated(scene, x, floor, s, kind, chairColor, index === host, x > width / 2);
  }
  const tables =
    count > 3 || random.next() < 0.5
      ? table(Math.round(width / 2), floor, 44, 16, tone.shadow, palette.light)
      : '';
  return [
    room(scene),
    stageBackdrop(scene, floor),
    beams(random, width, random.int(2, 4), width / 2, floor, width / 4),
    `<path d="M0 ${floor}H${width}V300H0z" fill="${tone.floor}"/>`,
    glow(width / 2, floor, width / 2.3, 22),
    zoomed(random.range(1, 1.1), width / 2, floor, tables + people),
    random.next() < 0.6 ? audience(random, width, 1, 282, 300, random.int(16, 22), [tone.shadow]) : '',
  ].join('');
}

/** An interview on stage or in a lounge: host and guest in armchairs turned to each other. */
function conversation(scene: Scene, lounge: boolean): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const floor = random.int(220, 245);
  const s = random.range(1.2, 1.55);
  const gap = random.int(Math.round(width * 0.16), Math.round(width * 0.24));
  const centre = Math.round(width / 2 + random.int(-30, 30));
  const hostLeft = random.next() < 0.5;
  const chairColor = lounge
    ? mix(palette.accent, '#3E2723', 0.55)
    : random.pick([tone.shadow, mix(palette.accent, '#000000', 0.3), '#ECEFF1']);
  const kind: ChairKind = lounge ? 'armchair' : random.pick<ChairKind>(['armchair', 'stool', 'chair']);
  const left = seated(scene, centre - gap, floor, s, kind, chairColor, hostLeft, false);
  const right = seated(scene, centre + gap, floor, s, kind, chairColor, !hostLeft, true);
  const side = random.next() < 0.5 ? 1 : -1;
  const props = lounge
    ? floorLamp(centre - side * (gap + 70), floor, 120, '#3E2723', palette.light) +
      plant(centre + side * (gap + 60), floor, random.range(1.1, 1.6), '#2E7D32', '#8D6E63') +
      `<ellipse cx="${centre}" cy="${floor + 8}" rx="${gap + 60}" ry="14" fill="${palette.accent}" opacity=".35"/>`
    : stageBackdrop(scene, floor) + beams(random, width, 2, centre, floor, gap);
  return [
    room(scene),
    lounge
      ? `<path d="M0 ${floor - 150}H${width}" stroke="${tone.mid}" stroke-width="${random.int(4, 40)}" opacity=".5"/>`
      : '',
    `<path d="M0 ${floor}H${width}V300H0z" fill="${tone.floor}"/>`,
    props,
    glow(centre, floor, gap * 2, 20),
    table(centre, floor, 36, 22, mix(tone.shadow, '#FFFFFF', 0.1), palette.light),
    left,
    right,
  ].join('');
}

export const interview = (scene: Scene) => conversation(scene, false);
export const fireside = (scene: Scene) => conversation(scene, true);
