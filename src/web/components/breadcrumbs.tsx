import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MuiBreadcrumbs, { type BreadcrumbsProps as MuiBreadcrumbsProps } from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { layout } from '@/web/theme/create-app-theme';

export interface BreadcrumbItem {
  name: string;
  /** Where the crumb leads; the last crumb is always plain text. */
  href?: string;
}

interface BreadcrumbsProps extends Omit<MuiBreadcrumbsProps, 'children'> {
  links: BreadcrumbItem[];
}

/** The trail to the current screen: links, then the current one as plain text cut at 260 px. */
export function Breadcrumbs({ links, ...other }: BreadcrumbsProps) {
  const { t } = useTranslation();
  const current = links.at(-1);
  return (
    <MuiBreadcrumbs
      aria-label={t('dashboard.breadcrumbs')}
      separator={<Box component="span" sx={{ width: 4, height: 4, borderRadius: '50%', bgcolor: 'text.disabled' }} />}
      {...other}
    >
      {links.slice(0, -1).map((link, index) =>
        link.href ? (
          <Link key={`${index}-${link.name}`} component={RouterLink} to={link.href} variant="body2" underline="hover" sx={{ color: 'text.primary' }}>
            {link.name}
          </Link>
        ) : (
          <Typography key={`${index}-${link.name}`} variant="body2" sx={{ color: 'text.primary' }}>
            {link.name}
          </Typography>
        ),
      )}
      {current && (
        <Typography
          variant="body2"
          noWrap
          aria-current="page"
          title={current.name}
          sx={{ maxWidth: layout.breadcrumbMaxWidth, color: 'text.secondary' }}
        >
          {current.name}
        </Typography>
      )}
    </MuiBreadcrumbs>
  );
}
