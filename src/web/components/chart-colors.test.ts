import { describe, expect, it } from 'vitest';
import { primaryPresets, themeColors } from '@/web/theme/palette';
import { distinctColors, hueOf } from './chart-colors';

describe('chart colours', () => {
  it('reads hues', () => {
    expect(hueOf('#FF0000')).toBe(0);
    expect(Math.round(hueOf('#00FF00'))).toBe(120);
    expect(Math.round(hueOf('#0000FF'))).toBe(240);
  });

  it('keeps the primary colour first and drops later ones too close in hue to one already taken', () => {
    expect(distinctColors(['#FDA92D', '#FFC107', '#1890FF'])).toEqual(['#FDA92D', '#1890FF']);
  });

  it('gives every preset at least four colours that can be told apart', () => {
    const others = ['#FFC107', '#1890FF', '#FF4842', '#54D62C', '#3366FF'];
    for (const preset of themeColors) {
      const colors = distinctColors([primaryPresets[preset].main, ...others]);
      expect(colors[0]).toBe(primaryPresets[preset].main);
      expect(colors.length, preset).toBeGreaterThanOrEqual(4);
    }
  });
});
