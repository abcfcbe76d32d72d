import { getContrastRatio, decomposeColor, recomposeColor } from '@mui/material/styles';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppTheme } from '@/web/theme/create-app-theme';
import { themeColors } from '@/web/theme/palette';
import { Label, labelColors, type LabelColor, type LabelVariant } from './label';

const colors: LabelColor[] = ['default', 'primary', 'secondary', 'info', 'success', 'warning', 'error'];
const variants: LabelVariant[] = ['filled', 'outlined', 'soft'];

/** What the eye sees: a translucent colour over the surface. */
function flatten(color: string, surface: string): string {
  const { values } = decomposeColor(color);
  const opacity = values[3] ?? 1;
  const under = decomposeColor(surface).values;
  const mixed = [0, 1, 2].map((i) => Math.round(under[i]! * (1 - opacity) + values[i]! * opacity)) as [
    number,
    number,
    number,
  ];
  return recomposeColor({ type: 'rgb', values: mixed });
}

describe('Label', () => {
  afterEach(cleanup);

  for (const themeMode of ['light', 'dark'] as const) {
    for (const themeColor of themeColors) {
      it(`every colour and variant passes AA (4.5:1) in ${themeMode} mode with the ${themeColor} preset`, () => {
        const theme = createAppTheme({ themeMode, themeDirection: 'ltr', themeColor });
        for (const surface of [theme.palette.background.paper, theme.palette.background.default]) {
          for (const color of colors) {
            for (const variant of variants) {
              const { color: text, backgroundColor } = labelColors(theme, color, variant);
              const behind = backgroundColor === 'transparent' ? surface : flatten(backgroundColor, surface);
              expect(
                getContrastRatio(text, behind),
                `${color} ${variant} on ${surface}`,
              ).toBeGreaterThanOrEqual(4.5);
            }
          }
        }
      });
    }
  }

  it('keeps the palette colour where it reads and deepens it where it does not', () => {
    const theme = createAppTheme({ themeMode: 'light', themeDirection: 'ltr', themeColor: 'default' });
    expect(labelColors(theme, 'secondary', 'filled').backgroundColor).toBe('#3366FF');
    expect(labelColors(theme, 'error', 'filled').backgroundColor).toBe('#B72136');
    expect(labelColors(theme, 'warning', 'filled')).toMatchObject({
      backgroundColor: '#FFC107',
      color: theme.palette.grey[800],
    });
    expect(labelColors(theme, 'success', 'outlined').borderColor).toBe('#54D62C');
  });

  it('renders its text between optional icons', () => {
    const { getByText } = render(
      <Label color="success" variant="filled" startIcon={<svg data-testid="start" />}>
        paid
      </Label>,
    );
    expect(getByText('paid').tagName).toBe('SPAN');
    expect(getByText('paid').firstChild).toHaveProperty('tagName', 'svg');
  });
});
