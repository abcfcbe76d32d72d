import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const tile = {
  height: 96,
  p: 1.5,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  borderRadius: 1.5,
} as const;

/** Every shadow of the theme, by index, and the one the theme gives cards. */
export function ShadowScaleDemo() {
  const { t } = useTranslation();
  const { shadows } = useTheme();
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
      <Card sx={tile}>
        <Typography variant="subtitle2" component="p">
          Card
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('components-showcase.shadows.scale.cardShadow')}
        </Typography>
      </Card>
      {shadows.map((shadow, index) => (
        <Paper key={index} sx={{ ...tile, boxShadow: shadow }}>
          <Typography variant="subtitle2" component="p" sx={{ fontFamily: 'monospace' }}>
            {`shadows[${index}]`}
          </Typography>
          {shadow === 'none' && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              none
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
