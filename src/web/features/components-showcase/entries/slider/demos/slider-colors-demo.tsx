import Grid from '@mui/material/Grid';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const colors = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

/** The theme's colours, the two sizes, and disabled (greyed out, skipped by the keyboard). */
export function SliderColorsDemo() {
  const { t } = useTranslation();
  return (
    <Grid container columnSpacing={4} rowSpacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={1}>
          {colors.map((color, index) => (
            <Slider
              key={color}
              color={color}
              defaultValue={30 + index * 10}
              aria-label={color}
              valueLabelDisplay="auto"
            />
          ))}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          <div>
            <Typography variant="subtitle2" component="p">
              {t('components-showcase.slider.colors.small')}
            </Typography>
            <Slider
              size="small"
              defaultValue={40}
              aria-label={t('components-showcase.slider.colors.small')}
              valueLabelDisplay="auto"
            />
          </div>
          <div>
            <Typography variant="subtitle2" component="p">
              {t('components-showcase.slider.colors.medium')}
            </Typography>
            <Slider
              defaultValue={60}
              aria-label={t('components-showcase.slider.colors.medium')}
              valueLabelDisplay="auto"
            />
          </div>
          <div>
            <Typography variant="subtitle2" component="p" sx={{ color: 'text.secondary' }}>
              {t('components-showcase.slider.colors.disabled')}
            </Typography>
            <Slider disabled defaultValue={50} aria-label={t('components-showcase.slider.colors.disabled')} />
            <Slider
              disabled
              defaultValue={[20, 70]}
              getAriaLabel={() => t('components-showcase.slider.colors.disabled')}
            />
          </div>
        </Stack>
      </Grid>
    </Grid>
  );
}
