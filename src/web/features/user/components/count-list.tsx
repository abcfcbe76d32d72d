import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

interface CountListProps {
  counts: { label: string; value: string }[];
  /** The figures' size; the labels are a size below. */
  size: 'large' | 'small';
  sx?: SxProps<Theme>;
}

const variants: Record<CountListProps['size'], { value: TypographyProps['variant']; label: TypographyProps['variant'] }> = {
  large: { value: 'h4', label: 'body2' },
  small: { value: 'subtitle1', label: 'caption' },
};

/** Figures side by side, each above its label (a description list: the label is the term, read first). */
export function CountList({ counts, size, sx }: CountListProps) {
  const variant = variants[size];
  return (
    <Box component="dl" sx={[{ m: 0, display: 'grid', gridTemplateColumns: `repeat(${counts.length}, minmax(0, 1fr))` }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {counts.map(({ label, value }, index) => (
        <Box
          key={label}
          sx={{
            display: 'flex',
            flexDirection: 'column-reverse',
            alignItems: 'center',
            borderInlineStart: size === 'large' && index > 0 ? '1px dashed' : 'none',
            borderColor: 'divider',
          }}
        >
          <Typography variant={variant.label} component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography variant={variant.value} component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
