import { circlePath, mix } from '@/server/areas/system/images/svg';
import { bokeh, glow } from './lights';
import { outfitFor } from './people';
import { room, tones, type Scene } from './scene';

/** A microphone close up against stage light: a ball mic on a stand, a broadcast mic on an arm, or a handheld. */
export function microphone(scene: Scene): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  const x = random.int(Math.round(width * 0.3), Math.round(width * 0.7));
  const y = random.int(80, 110);
  const tilt = random.int(-25, 25);
  const metal = mix(palette.light, palette.top, 0.3);
  const dark = mix(palette.top, '#000000', 0.35);
  const kind = random.int(0, 2);
  let mic: string;
  if (kind === 1) {
    // a broadcast microphone hanging in its shock mount from a boom arm
    mic =
      `<path d="M${width + 10} ${y - 120}L${x + 30} ${y - 60}L${x} ${y - 50}" fill="none" stroke="${dark}" stroke-width="7"/>` +
      `<g transform="rotate(${tilt} ${x} ${y + 30})"><rect x="${x - 22}" y="${y - 50}" width="44" height="120" rx="22" fill="${metal}"/>` +
      `<path d="M${x - 22} ${y - 10}h44M${x - 22} ${y}h44M${x - 22} ${y + 10}h44M${x - 22} ${y + 20}h44" stroke="${dark}" stroke-width="2" opacity=".4"/>` +
      `<path d="M${x - 34} ${y + 10}a34 34 0 0 0 68 0" fill="none" stroke="${dark}" stroke-width="5"/><rect x="${x - 10}" y="${y + 70}" width="20" height="40" fill="${dark}"/></g>`;
  } else {
    // the ball head with its grille on a handle (kind 2) or a stand (kind 0)
    const grille = [-16, -8, 0, 8, 16]
      .map((offset) => {
        const half = Math.round(Math.sqrt(26 * 26 - offset * offset));
        return `M${x - half} ${y + offset}h${half * 2}M${x + offset} ${y - half}v${half * 2}`;
      })
      .join('');
    // on a stand, or held: a hand round the handle and a sleeve in one of her stage colours
    const base =
      kind === 0
        ? `<path d="M${x - 4} ${y + 106}h8v200h-8z" fill="${dark}"/>`
        : `<path d="M${x - 8} ${y + 100}l-4 60h24l-4-60z" fill="${dark}"/>` +
          `<path d="M${x - 26} ${y + 150}l-14 160h80l-6-160z" fill="${outfitFor(scene)}"/>` +
          `<path d="M${x - 18} ${y + 74}c0-10 36-10 36 0v58c0 12-36 12-36 0z" fill="#F2C6A0"/>` +
          `<path d="M${x - 18} ${y + 88}h20M${x - 18} ${y + 102}h22M${x - 18} ${y + 116}h20" stroke="#DDA57F" stroke-width="2.5"/>`;
    mic =
      `<g transform="rotate(${tilt} ${x} ${y + 100})">` +
      `<path d="M${x - 14} ${y + 24}h28l-5 76h-18z" fill="${dark}"/>${base}<path d="M${x - 15} ${y + 22}h30v8h-30z" fill="${metal}"/>` +
      `<path d="${circlePath(x, y, 26)}" fill="${metal}"/><path d="${grille}" stroke="${palette.top}" stroke-width="1.5" opacity=".3"/></g>`;
  }
  return [
    room(scene),
    bokeh(random, width, 300, random.int(10, 18), palette.accent, random.range(1.2, 2.2)),
    bokeh(random, width, 300, random.int(4, 8), palette.light, 1.5),
    glow(x + random.int(-60, 60), y, random.int(90, 150), random.int(80, 120)),
    `<path d="M0 ${random.int(250, 280)}H${width}V300H0z" fill="${tone.shadow}" opacity=".6"/>`,
    mic,
  ].join('');
}
