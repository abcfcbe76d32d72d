import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTheme, type Palette } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopiedAnnouncement } from '@/web/features/components-showcase/components/copied-announcement';
import { useCopyText } from '@/web/components/use-copy-text';

const colorNames = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;
const shades = ['lighter', 'light', 'main', 'dark', 'darker'] as const;
const greyShades = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

interface Swatch {
  name: string;
  hex: string;
}

/** Every colour of the current theme, read from it (so it changes with the preset and the mode). */
function paletteGroups(palette: Palette): { name: string; swatches: Swatch[] }[] {
  return [
    ...colorNames.map((name) => ({
      name,
      swatches: shades.map((shade) => ({ name: `${name}.${shade}`, hex: palette[name][shade] })),
    })),
    {
      name: 'grey',
      swatches: greyShades.map((shade) => ({ name: `grey.${shade}`, hex: palette.grey[shade] })),
    },
    {
      name: 'text',
      swatches: [
        { name: 'text.primary', hex: palette.text.primary },
        { name: 'text.secondary', hex: palette.text.secondary },
        { name: 'text.disabled', hex: palette.text.disabled },
      ],
    },
    {
      name: 'background',
      swatches: [
        { name: 'background.default', hex: palette.background.default },
        { name: 'background.paper', hex: palette.background.paper },
      ],
    },
  ];
}

function SwatchButton({ swatch, copied, onCopy }: { swatch: Swatch; copied: boolean; onCopy(): void }) {
  const { t } = useTranslation();
  return (
    <ButtonBase
      onClick={onCopy}
      sx={{
        display: 'block',
        width: 1,
        textAlign: 'left',
        borderRadius: 1.5,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          height: 56,
          bgcolor: swatch.hex,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {copied && (
          // Seen, not read out: the button keeps its name, the status line below announces the copy.
          <Typography
            variant="caption"
            aria-hidden
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              px: 1,
              borderRadius: 1,
              fontWeight: 700,
              bgcolor: 'grey.800',
              color: 'common.white',
            }}
          >
            {t('components-showcase.copied')}
          </Typography>
        )}
      </Box>
      <Box sx={{ px: 1.5, py: 1 }}>
        <Typography variant="subtitle2" component="span" sx={{ display: 'block' }} noWrap>
          {swatch.name}
        </Typography>
        <Typography
          variant="caption"
          component="span"
          sx={{ display: 'block', color: 'text.secondary', fontFamily: 'monospace' }}
        >
          {swatch.hex}
        </Typography>
      </Box>
    </ButtonBase>
  );
}

export function PaletteDemo() {
  const { palette } = useTheme();
  const { copied, copy } = useCopyText();
  return (
    <>
      {paletteGroups(palette).map((group) => (
        <Box key={group.name} sx={{ '& + &': { mt: 3 } }}>
          <Typography variant="overline" component="h3" sx={{ mb: 1, color: 'text.secondary' }}>
            {group.name}
          </Typography>
          <Box
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))' }}
          >
            {group.swatches.map((swatch) => (
              <SwatchButton
                key={swatch.name}
                swatch={swatch}
                copied={copied === swatch.hex}
                onCopy={() => copy(swatch.hex)}
              />
            ))}
          </Box>
        </Box>
      ))}
      <CopiedAnnouncement copied={copied} />
    </>
  );
}
