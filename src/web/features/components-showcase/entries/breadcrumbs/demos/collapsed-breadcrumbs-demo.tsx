import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const trail = ['home', 'catalogue', 'sports', 'running', 'shoes'] as const;

/**
 * Past `maxItems` the middle folds into "…"; a click on it (or Enter) expands the whole trail. The crumbs kept
 * at each end are `itemsBeforeCollapse` and `itemsAfterCollapse`.
 */
export function CollapsedBreadcrumbsDemo() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const name = (crumb: string) => t(`components-showcase.breadcrumbs.crumbs.${crumb}`);
  return (
    <Stack spacing={2}>
      <Breadcrumbs
        maxItems={3}
        itemsBeforeCollapse={1}
        itemsAfterCollapse={1}
        expandText={t('components-showcase.breadcrumbs.collapsed.expand')}
        aria-label={t('components-showcase.breadcrumbs.label')}
      >
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
      <Typography variant="body2" data-testid="chosen-collapsed-crumb" aria-live="polite">
        {chosen
          ? t('components-showcase.breadcrumbs.chosen', { name: name(chosen) })
          : t('components-showcase.breadcrumbs.nothingChosen')}
      </Typography>
    </Stack>
  );
}
