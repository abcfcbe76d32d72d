import { circlePath, mix } from '@/server/areas/system/images/svg';
import { guestLook, outfitFor, person, presenterLook } from './people';
import { chair, plant } from './furniture';
import { room, tones, type Scene } from './scene';

/** The dressing room: a mirror framed by bulbs, the host before it and in it, a rail of stage clothes. */
export function backstage(scene: Scene): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const floor = random.int(255, 275);
  const mirrorW = random.int(110, 150);
  const mirrorH = random.int(100, 130);
  const mx = random.int(30, width - mirrorW - 150);
  const my = random.int(30, 60);
  let bulbs = '';
  for (let x = mx; x <= mx + mirrorW; x += mirrorW / 5)
    bulbs += circlePath(Math.round(x), my - 8, 5) + circlePath(Math.round(x), my + mirrorH + 8, 5);
  for (let y = my + mirrorH / 4; y < my + mirrorH; y += mirrorH / 4)
    bulbs += circlePath(mx - 8, Math.round(y), 5) + circlePath(mx + mirrorW + 8, Math.round(y), 5);
  const outfit = outfitFor(scene);
  const cx = Math.round(mx + mirrorW / 2);
  const desk = my + mirrorH + 26;
  // the clothes rail to one side of the mirror
  const railX = mx + mirrorW + random.int(40, 70);
  let clothes = '';
  for (let index = 0; index < random.int(3, 5); index += 1) {
    const hx = railX + 12 + index * 16;
    const length = random.int(60, 95);
    clothes += `<path d="M${hx} 70l-12 10v${length}h24v-${length}z" fill="${random.pick(['#E53935', '#1E88E5', '#F5F5F5', '#37474F', '#FFB300', '#8E24AA'])}"/>`;
  }
  const crew = random.next() < 0.5;
  return [
    room(scene),
    `<rect x="${mx}" y="${my}" width="${mirrorW}" height="${mirrorH}" fill="${mix(palette.light, palette.top, 0.35)}"/>`,
    // her reflection, facing us
    person(cx, my + mirrorH + 40, 1.1, presenterLook(outfit), { right: 'hold', left: 'down' }),
    `<rect x="${mx}" y="${my}" width="${mirrorW}" height="${mirrorH}" fill="${palette.light}" opacity=".15"/>`,
    `<path d="M${mx} ${my}h${mirrorW}v${mirrorH}h-${mirrorW}z" fill="none" stroke="${tone.shadow}" stroke-width="6"/>`,
    `<path d="${bulbs}" fill="#FFF3C4"/>`,
    `<path d="M${railX} 66h${100}M${railX + 4} 66V${floor}M${railX + 96} 66V${floor}" stroke="${tone.shadow}" stroke-width="4"/>`,
    clothes,
    `<path d="M0 ${floor}H${width}V300H0z" fill="${tone.floor}"/>`,
    `<path d="M${mx - 30} ${desk}h${mirrorW + 60}v8h-${mirrorW + 60}zM${mx - 24} ${desk + 8}h8v${floor - desk - 8}h-8zM${mx + mirrorW + 16} ${desk + 8}h8v${floor - desk - 8}h-8z" fill="${mix(palette.light, tone.shadow, 0.55)}"/>`,
    `<path d="M${cx + 30} ${desk}v-14h8v14zM${cx + 44} ${desk}v-10h6v10zM${cx - 50} ${desk}v-6h14v6z" fill="${palette.accent}"/>`,
    plant(mx - 6, desk, random.range(0.5, 0.7), '#43A047', '#8D6E63'),
    chair('chair', cx, desk + 30, floor, 1.3, tone.shadow),
    // seen from behind, sitting before the mirror
    person(cx, desk + 30, 1.3, presenterLook(outfit), {
      right: 'down',
      left: 'down',
      seated: true,
      back: true,
    }),
    crew
      ? person(width - random.int(30, 60), floor, 1.5, guestLook(random), { right: 'hold', left: 'down' })
      : '',
  ].join('');
}
