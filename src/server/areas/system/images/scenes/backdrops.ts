import { circlePath } from '@/server/areas/system/images/svg';
import { tones, type Scene } from './scene';
import { screen } from './studio-gear';
import { truss } from './lights';

/** What stands behind a stage, down to the floor at y: an LED wall, a truss, a big screen or rings of light. */
export function stageBackdrop(scene: Scene, y: number): string {
  const { random, width, palette } = scene;
  const tone = tones(palette);
  switch (random.int(0, 3)) {
    case 0: {
      // an LED wall: a grid of panels, some lit brighter
      const size = random.int(28, 40);
      const top = random.int(20, 60);
      let seams = '';
      let lit = '';
      const offset = random.int(-size, 0);
      for (let row = top; row < y; row += size) {
        seams += `M0 ${row}H${width}`;
        for (let x = offset; x < width; x += size)
          if (random.next() < 0.25) lit += `M${x} ${row}h${size}v${Math.min(size, y - row)}h-${size}z`;
      }
      for (let x = offset; x < width; x += size) seams += `M${x} ${top}V${y}`;
      return (
        `<path d="M0 ${top}H${width}V${y}H0z" fill="${palette.light}" opacity=".07"/><path d="${lit}" fill="${palette.accent}" opacity=".28"/>` +
        `<path d="${seams}" stroke="${palette.top}" stroke-width="3" opacity=".6"/>`
      );
    }
    case 1:
      return truss(random, width, random.int(16, 40), random.int(4, 8), tone.shadow, palette.light);
    case 2: {
      const w = Math.round(width * random.range(0.45, 0.7));
      const h = Math.round(w * 0.5);
      return screen(
        random,
        random.int(20, width - w - 20),
        random.int(24, Math.max(26, y - h - 70)),
        w,
        h,
        tone.shadow,
        tone.glow,
        palette.bottom,
      );
    }
    default: {
      const cx = random.int(Math.round(width * 0.3), Math.round(width * 0.7));
      let d = '';
      for (let ring = 0; ring < random.int(3, 5); ring += 1) d += circlePath(cx, y, 60 + ring * 38);
      return `<path d="${d}" fill="none" stroke="${palette.accent}" stroke-width="${random.int(3, 8)}" opacity=".28"/>`;
    }
  }
}
