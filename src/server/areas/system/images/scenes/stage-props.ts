import type { Random } from '@/server/areas/system/images/prng';
import { circlePath } from '@/server/areas/system/images/svg';

/** Things that dress a stage: a lectern, curtains, a trophy. */
const r = (value: number) => Math.round(value);

/** A lectern seen from the front, its top at `top`; a gooseneck microphone leans towards the speaker. */
export function lectern(
  x: number,
  floor: number,
  top: number,
  w: number,
  color: string,
  accent: string,
): string {
  const half = r(w / 2);
  return (
    `<path d="M${x - half - 4} ${top}h${w + 8}l-3 8h-${w + 2}zM${x - half} ${top + 8}h${w}l-4 ${floor - top - 8}h-${w - 8}z" fill="${color}"/>` +
    `<path d="M${x - half + 4} ${top + 12}h${w - 8}v3h-${w - 8}z${circlePath(x, r(top + (floor - top) / 2.4), r(w / 7))}" fill="${accent}"/>` +
    `<path d="M${x + half - 8} ${top}q0-14-10-18" fill="none" stroke="#263238" stroke-width="2"/>`
  );
}

/** Stage curtains: heavy drapes at both sides with folds, and a pelmet across the top. */
export function curtains(random: Random, width: number, height: number, color: string, fold: string): string {
  const side = random.int(Math.round(width / 9), Math.round(width / 6));
  const drape = (x0: number, dir: 1 | -1) => {
    const edge = x0 + dir * side;
    return `M${x0} 0H${edge}C${edge - dir * 10} ${r(height * 0.4)} ${edge + dir * 6} ${r(height * 0.7)} ${edge - dir * 14} ${height}H${x0}z`;
  };
  let folds = '';
  for (let index = 1; index < 4; index += 1) {
    const x = r((side / 4) * index);
    folds += `M${x} 0v${height}M${width - x} 0v${height}`;
  }
  const pelmet = random.int(18, 30);
  let scallops = `M0 0H${width}V${pelmet}`;
  const count = random.int(4, 7);
  for (let index = count - 1; index >= 0; index -= 1)
    scallops += `Q${r((width / count) * (index + 0.5))} ${pelmet + 16} ${r((width / count) * index)} ${pelmet}`;
  return (
    `<path d="${drape(0, 1)}${drape(width, -1)}" fill="${color}"/>` +
    `<path d="${folds}" stroke="${fold}" stroke-width="4" opacity=".5"/>` +
    `<path d="${scallops}z" fill="${color}"/><path d="M0 ${pelmet - 4}H${width}" stroke="${fold}" stroke-width="3" opacity=".6"/>`
  );
}

/** A trophy: a cup on a stem and a two-step base, in gold. */
export function trophy(x: number, base: number, s: number, gold: string, shade: string): string {
  return (
    `<g transform="translate(${r(x)} ${r(base)}) scale(${s})">` +
    `<path d="M-14-56h28q0 26-14 30q-14-4-14-30zM-3-26h6v12h-6zM-10-14h20v6h-20zM-13-8h26v8h-26z" fill="${gold}"/>` +
    `<path d="M-14-50q-10 0-8 10q2 6 10 6M14-50q10 0 8 10q-2 6-10 6" fill="none" stroke="${gold}" stroke-width="3"/>` +
    `<path d="M6-54q-1 20-10 26q12-4 14-26zM-10-6h23v3h-23z" fill="${shade}" opacity=".4"/></g>`
  );
}
