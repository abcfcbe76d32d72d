import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { CodeBlock } from '@/web/components/code-block/code-block';
import { DocTable } from '@/web/features/docs/components/doc-table';
import {
  DocHeading,
  DocLead,
  DocParagraph,
  useDocTranslation,
} from '@/web/features/docs/components/doc-text';
import { typographyVariants } from '@/web/theme/typography-variants';

const usageExample = `<Typography variant="h4" component="h2">Upcoming shows</Typography>
<Box sx={{ typography: 'body2', color: 'text.secondary' }}>…</Box>`;

/** A rem size with its pixel value at the browser's default 16 px. */
const withPixels = (size: string | number | undefined) =>
  typeof size === 'string' && size.endsWith('rem')
    ? `${size} (${parseFloat(size) * 16}px)`
    : String(size ?? '');

/** The theme's type scale, each variant shown in itself with the figures the theme gives it. */
export function TypographyDoc() {
  const { t } = useDocTranslation();
  const theme = useTheme();
  return (
    <>
      <DocLead />
      <DocHeading id="font" />
      <DocParagraph k="fontText" values={{ family: theme.typography.fontFamily ?? '' }} />
      <DocHeading id="scale" />
      <DocParagraph k="scaleText" />
      <DocTable
        label={t('headings.scale')}
        headers={[
          t('header.variant'),
          t('header.sample'),
          t('header.size'),
          t('header.weight'),
          t('header.lineHeight'),
        ]}
        rows={typographyVariants.map((variant) => {
          const style = theme.typography[variant];
          return {
            key: variant,
            cells: [
              <code key="variant">{variant}</code>,
              <Typography
                key="sample"
                variant={variant}
                component="span"
                sx={{ display: 'block', whiteSpace: 'nowrap' }}
              >
                {t('sample')}
              </Typography>,
              <Box key="size" component="span" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                {withPixels(style.fontSize)}
              </Box>,
              String(style.fontWeight ?? theme.typography.fontWeightRegular),
              String(style.lineHeight ?? ''),
            ],
          };
        })}
      />
      <DocHeading id="usage" />
      <DocParagraph k="usageText" />
      <CodeBlock code={usageExample} language="tsx" />
      <DocParagraph k="changeText" />
    </>
  );
}
