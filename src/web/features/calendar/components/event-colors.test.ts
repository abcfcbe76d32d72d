import { getContrastRatio } from '@mui/system/colorManipulator';
import { describe, expect, it } from 'vitest';
import { calendarEventColors } from '@/contract/calendar';
import { eventColors } from './event-colors';

const papers = { light: '#fff', dark: '#212B36' } as const;

describe('event colours', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`every palette colour is a soft tint with a visible bar and one text colour that reads at AA in ${mode} mode`, () => {
      for (const color of calendarEventColors) {
        const { background, text, accent } = eventColors(color, mode, papers[mode]);
        // The bar stands out from the paper (WCAG non-text contrast).
        expect(getContrastRatio(accent, papers[mode]), color).toBeGreaterThanOrEqual(3);
        expect(background, color).not.toBe(color);
        // A tint: closer to the paper than the bar is.
        expect(getContrastRatio(background, papers[mode]), color).toBeLessThan(getContrastRatio(accent, papers[mode]));
        expect(getContrastRatio(text, background), color).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
