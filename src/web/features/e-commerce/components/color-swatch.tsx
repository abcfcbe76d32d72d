import Box from '@mui/material/Box';

/** A colour as a round swatch; a ring around it marks the chosen one (the icons of colour radios and checkboxes). */
export function ColorSwatch({ color, checked, size = 24 }: { color: string; checked: boolean; size?: number }) {
  return (
    <Box
      component="span"
      sx={(theme) => ({
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: color,
        border: `1px solid ${theme.palette.divider}`,
        boxShadow: checked ? `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${theme.palette.text.primary}` : 'none',
        display: 'block',
      })}
    />
  );
}
