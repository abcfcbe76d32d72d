import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const trail = ['home', 'catalogue', 'shoes'] as const;
type Crumb = (typeof trail)[number];

/** Links to the pages above, then the current page as plain text (`aria-current="page"`), never a link. */
export function BasicBreadcrumbsDemo() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Crumb | null>(null);
  const name = (crumb: string) => t(`components-showcase.breadcrumbs.crumbs.${crumb}`);
  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label={t('components-showcase.breadcrumbs.label')}>
        {trail.map((crumb) => (
          <Link
            key={crumb}
            component="button"
            variant="body2"
            color="inherit"
            underline="hover"
            onClick={() => setChosen(crumb)}
          >
            {name(crumb)}
          </Link>
        ))}
        <Typography variant="body2" aria-current="page" sx={{ color: 'text.primary' }}>
          {name('trailRunners')}
        </Typography>
      </Breadcrumbs>
      <Typography variant="body2" data-testid="chosen-crumb" aria-live="polite">
        {chosen
          ? t('components-showcase.breadcrumbs.chosen', { name: name(chosen) })
          : t('components-showcase.breadcrumbs.nothingChosen')}
      </Typography>
    </Stack>
  );
}
