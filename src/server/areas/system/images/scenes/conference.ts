import { mix } from '@/server/areas/system/images/svg';
import { audience } from './crowd';
import { beams, glow } from './lights';
import { outfitFor, person, presenterLook } from './people';
import { lectern } from './stage-props';
import { screen } from './studio-gear';
import { room, tones, zoomed, type Scene } from './scene';

/** A conference session: the host beside one or two big screens, pointing at the slide, the hall in front. */
export function conference(scene: Scene): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const floor = random.int(195, 215);
  const screens = random.int(1, 2);
  const w = Math.round(width * (screens === 1 ? random.range(0.5, 0.62) : 0.36));
  const h = Math.round(w * 0.56);
  const top = random.int(22, Math.max(24, floor - h - 60));
  const left = screens === 1 ? random.next() < 0.5 : true;
  const sx =
    screens === 1
      ? left
        ? random.int(16, 40)
        : width - w - random.int(16, 40)
      : Math.round(width / 2 - w - 40);
  const hostX =
    screens === 1 ? (left ? sx + w + random.int(40, 70) : sx - random.int(40, 70)) : Math.round(width / 2);
  const arm = screens === 1 && left ? 'point' : 'open';
  return [
    room(scene),
    screen(random, sx, top, w, h, tone.shadow, tone.glow, palette.bottom),
    screens === 2
      ? screen(random, Math.round(width / 2 + 40), top, w, h, tone.shadow, tone.glow, palette.bottom)
      : '',
    `<path d="M0 ${floor}H${width}V300H0z" fill="${tone.floor}"/>`,
    beams(random, width, random.int(1, 3), hostX, floor, 20),
    glow(hostX, floor, 60),
    // pointing with her left arm at a screen on her right (the viewer's left)
    person(
      hostX,
      floor + 2,
      random.range(0.95, 1.2),
      presenterLook(outfitFor(scene), random.pick(['suit', 'dress', 'jumpsuit'] as const)),
      arm === 'point' ? { right: 'mic', left: 'point' } : { right: 'mic', left: 'open' },
    ),
    audience(random, width, random.int(2, 3), 250, 300, random.int(18, 24), [
      tone.shadow,
      mix(tone.shadow, palette.bottom, 0.35),
    ]),
  ].join('');
}

/** A speech at a lectern, closer in: banners behind, the host's upper body over the lectern. */
export function speech(scene: Scene): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const floor = random.int(250, 280);
  const x = random.int(Math.round(width * 0.3), Math.round(width * 0.7));
  const s = random.range(1.6, 2.1);
  const standing = floor + random.int(10, 40);
  const banners = random.int(2, 4);
  let d = '';
  const bw = random.int(40, 60);
  for (let index = 0; index < banners; index += 1) {
    const bx = Math.round((width / banners) * (index + 0.5) - bw / 2);
    d += `M${bx} 0h${bw}v${random.int(150, 200)}l-${bw / 2} -14l-${bw / 2} 14z`;
  }
  return [
    room(scene),
    `<path d="${d}" fill="${palette.accent}" opacity=".55"/>`,
    beams(random, width, random.int(1, 2), x, floor, 10),
    glow(x, floor - 60, 120, 90),
    zoomed(
      random.range(1, 1.15),
      x,
      floor - 80,
      person(x, standing, s, presenterLook(outfitFor(scene), 'suit'), {
        right: random.pick(['open', 'hold', 'down'] as const),
        left: random.pick(['down', 'open'] as const),
      }) +
        lectern(
          x,
          300,
          Math.round(standing - 60 * s),
          Math.round(36 * s),
          mix(tone.shadow, palette.bottom, 0.25),
          palette.accent,
        ),
    ),
  ].join('');
}
