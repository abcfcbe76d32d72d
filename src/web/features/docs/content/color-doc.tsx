import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { getContrastRatio, useTheme, type PaletteColor } from '@mui/material/styles';
import { CodeBlock } from '@/web/components/code-block/code-block';
import {
  DocHeading,
  DocLead,
  DocParagraph,
  useDocTranslation,
} from '@/web/features/docs/components/doc-text';
import { grey, primaryPresets, themeColors, type ThemeColor } from '@/web/theme/palette';
import { useSettings } from '@/web/theme/settings-store';

const shades = ['lighter', 'light', 'main', 'dark', 'darker'] as const;
const paletteColors = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

const usageExample = `<Box sx={{ bgcolor: 'primary.lighter', color: 'primary.darker' }} />

const theme = useTheme();
theme.palette.error.main; // '#FF4842'`;

/**
 * White or black, whichever reads better on the colour: one of the two always reaches 4.5:1 (MUI's own pick
 * allows 3:1, and the text grey misses it on the mid tones).
 */
const readableOn = (color: string) =>
  getContrastRatio('#fff', color) >= getContrastRatio('#000', color) ? '#fff' : '#000';

/** One colour: its name and hex value on the colour itself, in the text colour that reads on it. */
function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <Box
      sx={{
        flex: '1 1 0',
        minWidth: 88,
        p: 1.5,
        bgcolor: value,
        color: readableOn(value),
        typography: 'caption',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {name}
      </Box>
      <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace' }}>
        {value}
      </Box>
    </Box>
  );
}

function SwatchRow({ label, colors }: { label: string; colors: { name: string; value: string }[] }) {
  return (
    <Box component="figure" sx={{ m: 0, my: 2 }}>
      <Box component="figcaption" sx={{ typography: 'subtitle2', mb: 1 }}>
        {label}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', borderRadius: 1.5, overflow: 'hidden' }}>
        {colors.map((color) => (
          <Swatch key={color.name} {...color} />
        ))}
      </Box>
    </Box>
  );
}

/** The six primary presets (one of them chosen here, live), the theme's palette and its greys. */
export function ColorDoc() {
  const { t } = useDocTranslation();
  const theme = useTheme();
  const chosen = useSettings((state) => state.themeColor);
  const choose = useSettings((state) => state.setThemeColor);
  const shadesOf = (color: PaletteColor) => shades.map((shade) => ({ name: shade, value: color[shade] }));
  return (
    <>
      <DocLead />
      <DocHeading id="presets" />
      <DocParagraph k="presetsText" />
      {themeColors.map((color: ThemeColor) => (
        <Box key={color} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <SwatchRow
              label={t(`presets.${color}`)}
              colors={shades.map((shade) => ({ name: shade, value: primaryPresets[color][shade] }))}
            />
          </Box>
          <Button
            size="small"
            variant={chosen === color ? 'contained' : 'outlined'}
            aria-pressed={chosen === color}
            onClick={() => choose(color)}
            sx={{ flexShrink: 0, mt: 3 }}
          >
            {chosen === color ? t('inUse') : t('use')}
          </Button>
        </Box>
      ))}
      <DocHeading id="palette" />
      <DocParagraph k="paletteText" />
      {paletteColors.map((color) => (
        <SwatchRow key={color} label={color} colors={shadesOf(theme.palette[color])} />
      ))}
      <DocHeading id="greys" />
      <DocParagraph k="greysText" />
      <SwatchRow label="grey" colors={Object.entries(grey).map(([name, value]) => ({ name, value }))} />
      <DocHeading id="usage" />
      <DocParagraph k="usageText" />
      <CodeBlock code={usageExample} language="tsx" />
      <DocParagraph k="changeText" />
    </>
  );
}
