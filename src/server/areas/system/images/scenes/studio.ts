import { mix } from '@/server/areas/system/images/svg';
import { guestLook, outfitFor, person, presenterLook } from './people';
import { screen, studioLight, tvCamera } from './studio-gear';
import { glow } from './lights';
import { room, tones, type Scene } from './scene';

/** A television studio: the host at the news desk before a wall of screens, a camera in the foreground. */
export function tvStudio(scene: Scene): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const floor = random.int(230, 250);
  const desk = floor - random.int(44, 56);
  const x = random.int(Math.round(width * 0.35), Math.round(width * 0.65));
  const cameraLeft = random.next() < 0.5;
  const screens: string[] = [];
  const cols = random.int(2, 4);
  const rows = random.int(1, 2);
  const w = Math.round((width * 0.7) / cols) - 8;
  const h = Math.round(w * 0.56);
  for (let row = 0; row < rows; row += 1)
    for (let col = 0; col < cols; col += 1)
      screens.push(
        screen(
          random,
          Math.round(width * 0.15 + col * (w + 8)),
          24 + row * (h + 8),
          w,
          h,
          tone.shadow,
          mix(palette.light, palette.accent, random.range(0, 0.5)),
          palette.bottom,
        ),
      );
  const guest = random.next() < 0.4;
  return [
    room(scene),
    `<path d="M0 ${floor}H${width}V300H0z" fill="${tone.floor}"/>`,
    ...screens,
    glow(x, desk, 120, 40),
    person(x, desk + 40, 1.25, presenterLook(outfitFor(scene), 'suit'), {
      right: random.pick(['hold', 'open', 'down'] as const),
      left: 'hold',
    }),
    guest
      ? person(x + (x > width / 2 ? -70 : 70), desk + 40, 1.2, guestLook(random), {
          right: 'down',
          left: 'hold',
        })
      : '',
    `<path d="M${x - (guest ? 130 : 80)} ${desk}h${guest ? 260 : 160}l-10 ${floor - desk}h-${guest ? 240 : 140}z" fill="${palette.accent}"/>`,
    `<path d="M${x - (guest ? 130 : 80)} ${desk}h${guest ? 260 : 160}v6h-${guest ? 260 : 160}z" fill="${mix(palette.accent, '#FFFFFF', 0.4)}"/>`,
    studioLight(
      cameraLeft ? width - 40 : 40,
      floor + 20,
      random.int(110, 150),
      tone.shadow,
      palette.light,
      !cameraLeft,
    ),
    tvCamera(
      cameraLeft ? random.int(40, 80) : width - random.int(40, 80),
      300,
      random.range(1.1, 1.45),
      mix(tone.shadow, '#607D8B', 0.3),
      !cameraLeft,
    ),
  ].join('');
}
