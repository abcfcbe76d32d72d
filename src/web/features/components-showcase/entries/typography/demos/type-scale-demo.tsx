import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typographyVariants } from '@/web/theme/typography-variants';

/** A rem size as pixels too, at the browser's default 16 px root. */
function sizeText(fontSize: string | number | undefined): string {
  if (typeof fontSize === 'number') return `${fontSize}px`;
  if (fontSize?.endsWith('rem')) return `${fontSize} (${parseFloat(fontSize) * 16}px)`;
  return fontSize ?? '';
}

/** Every variant of the theme with the size, weight and line height it defines, showing the reader's text. */
export function TypeScaleDemo() {
  const { t } = useTranslation();
  const { typography } = useTheme();
  const [sample, setSample] = useState(() => t('components-showcase.typography.scale.defaultSample'));
  return (
    <>
      <TextField
        label={t('components-showcase.typography.scale.sampleLabel')}
        value={sample}
        onChange={(event) => setSample(event.target.value)}
        fullWidth
        sx={{ mb: 3 }}
      />
      {typographyVariants.map((variant) => {
        const style = typography[variant];
        return (
          <Box
            key={variant}
            data-variant={variant}
            sx={{
              py: 2,
              display: 'grid',
              gap: { xs: 1, md: 3 },
              gridTemplateColumns: { xs: '1fr', md: '200px 1fr' },
              alignItems: 'baseline',
              borderTop: 1,
              borderColor: 'divider',
              borderTopStyle: 'dashed',
            }}
          >
            <Box>
              <Typography variant="subtitle2" component="p" sx={{ fontFamily: 'monospace' }}>
                {variant}
              </Typography>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                {t('components-showcase.typography.scale.metrics', {
                  size: sizeText(style.fontSize),
                  weight: style.fontWeight ?? typography.fontWeightRegular,
                  lineHeight: style.lineHeight ?? '',
                })}
              </Typography>
            </Box>
            <Typography variant={variant} component="p" sx={{ overflowWrap: 'anywhere', display: 'block' }}>
              {sample || '\u00a0'}
            </Typography>
          </Box>
        );
      })}
    </>
  );
}
