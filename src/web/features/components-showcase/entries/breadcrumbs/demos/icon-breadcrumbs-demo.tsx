import Breadcrumbs from '@mui/material/Breadcrumbs';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon } from '@/web/components/icons';
import { FileIcon, FolderIcon, HomeIcon } from './breadcrumb-icons';

// The chevron points to the reading end: mirrored in a right-to-left layout.
const separators: Record<string, ReactNode> = {
  slash: '/',
  angle: '›',
  dot: '·',
  chevron: (
    <ChevronEndIcon
      fontSize="small"
      sx={(theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {})}
    />
  ),
};

const crumbSx = { display: 'inline-flex', alignItems: 'center', gap: 0.75 } as const;

/** An icon before each crumb's name, and the `separator` picked above the trail (any text or element). */
export function IconBreadcrumbsDemo() {
  const { t } = useTranslation();
  const labelId = useId();
  const [separator, setSeparator] = useState('chevron');
  const [chosen, setChosen] = useState<string | null>(null);
  const name = (crumb: string) => t(`components-showcase.breadcrumbs.crumbs.${crumb}`);
  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel id={labelId}>{t('components-showcase.breadcrumbs.icons.separator')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={separator}
          onChange={(event) => setSeparator(event.target.value)}
        >
          {Object.keys(separators).map((key) => (
            <FormControlLabel
              key={key}
              value={key}
              control={<Radio />}
              label={t(`components-showcase.breadcrumbs.icons.separators.${key}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Breadcrumbs
        separator={separators[separator]}
        aria-label={t('components-showcase.breadcrumbs.label')}
        data-testid="icon-trail"
      >
        {(['home', 'documents'] as const).map((crumb) => (
          <Link
            key={crumb}
            component="button"
            color="inherit"
            underline="hover"
            sx={crumbSx}
            onClick={() => setChosen(crumb)}
          >
            {crumb === 'home' ? <HomeIcon fontSize="small" /> : <FolderIcon fontSize="small" />}
            {name(crumb)}
          </Link>
        ))}
        <Typography aria-current="page" sx={{ ...crumbSx, color: 'text.primary' }}>
          <FileIcon fontSize="small" />
          {name('invoice')}
        </Typography>
      </Breadcrumbs>
      <Typography variant="body2" data-testid="chosen-icon-crumb" aria-live="polite">
        {chosen
          ? t('components-showcase.breadcrumbs.chosen', { name: name(chosen) })
          : t('components-showcase.breadcrumbs.nothingChosen')}
      </Typography>
    </Stack>
  );
}
