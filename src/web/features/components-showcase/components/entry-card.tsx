import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/web/lib/paths';
import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

/** An entry on the overview: its drawing and title, the whole card a link to its page. */
export function EntryCard({ entry, Illustration }: { entry: ShowcaseEntry; Illustration: ComponentType }) {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: 1 }}>
      <CardActionArea
        component={RouterLink}
        to={paths.components.entry(entry.slug)}
        sx={{
          height: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Box
          sx={(theme) => ({
            m: 1,
            py: 2,
            px: 3,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 1.5,
            bgcolor: alpha(theme.palette.grey[500], theme.palette.mode === 'light' ? 0.08 : 0.16),
          })}
        >
          <Illustration />
        </Box>
        <Box sx={{ px: 2.5, pt: 1.5, pb: 2.5 }}>
          <Typography variant="subtitle1" component="h3">
            {t(entry.titleKey)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {t(entry.descriptionKey)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
