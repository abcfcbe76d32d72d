import { blend, darken, getContrastRatio, lighten } from '@mui/system/colorManipulator';

/** How strongly an event's colour tints its block, over the paper of light and dark mode. */
const TINT = { light: 0.16, dark: 0.32 } as const;
const TEXT_CONTRAST = 4.5;
/** WCAG's contrast for a non-text mark: the colour bar against the paper. */
const MARK_CONTRAST = 3;

export interface EventColors {
  background: string;
  text: string;
  accent: string;
}

/** `color` darkened (light mode) or lightened (dark mode) in tenths until it reaches `contrast` on `surface`. */
function shadeFor(color: string, mode: 'light' | 'dark', surface: string, contrast: number): string {
  const shade = mode === 'light' ? darken : lighten;
  let shaded = color;
  for (let step = 1; step <= 10 && getContrastRatio(shaded, surface) < contrast; step += 1) shaded = shade(color, step / 10);
  return shaded;
}

/**
 * An event's block as a soft tint of its colour with a bar of the colour along its start edge and one readable
 * text colour. A colour too close to the paper (navy in dark mode, yellow in light mode) is first shaded until
 * its bar stands out; the text is the colour shaded just enough to reach WCAG AA on the tint.
 */
export function eventColors(color: string, mode: 'light' | 'dark', paper: string): EventColors {
  const accent = shadeFor(color, mode, paper, MARK_CONTRAST);
  const background = blend(paper, accent, TINT[mode]);
  return { background, text: shadeFor(accent, mode, background, TEXT_CONTRAST), accent };
}
