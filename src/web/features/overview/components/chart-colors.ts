import { useTheme } from '@mui/material/styles';

/** The charts' series colours, from the theme: the chosen primary colour first, so a preset recolours them. */
export function useChartColors(): string[] {
  const { palette } = useTheme();
  return [
    palette.primary.main,
    palette.warning.main,
    palette.info.main,
    palette.error.main,
    palette.success.main,
    palette.secondary.main,
    palette.primary.light,
    palette.grey[500],
  ];
}
