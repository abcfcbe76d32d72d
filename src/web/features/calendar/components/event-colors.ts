import { blend, darken, getContrastRatio, lighten } from '@mui/system/colorManipulator';

/** How strongly an event's colour tints its block, over the paper of light and dark mode. */
const TINT = { light: 0.16, dark: 0.32 } as const;
const TEXT_CONTRAST = 4.5;

export interface EventColors {
  background: string;
  text: string;
  accent: string;
}

/**
 * An event's block as a soft tint of its colour with one readable text colour: the colour itself, darkened
 * (light mode) or lightened (dark mode) just enough to reach WCAG AA on the tint.
 */
export function eventColors(color: string, mode: 'light' | 'dark', paper: string): EventColors {
  const background = blend(paper, color, TINT[mode]);
  const shade = mode === 'light' ? darken : lighten;
  let text = color;
  for (let step = 1; step <= 10 && getContrastRatio(text, background) < TEXT_CONTRAST; step += 1) {
    text = shade(color, step / 10);
  }
  return { background, text, accent: color };
}
