import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { navItems } from './nav-items';

/** The header's links from md up; the current page's link in the primary colour. */
export function NavDesktop() {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('public.nav.main')} sx={{ display: { xs: 'none', md: 'block' } }}>
      <Stack component="ul" direction="row" sx={{ listStyle: 'none', m: 0, p: 0, gap: { md: 3, lg: 5 } }}>
        {navItems.map((item) => (
          <li key={item.path}>
            <Link
              component={NavLink}
              to={item.path}
              end
              underline="none"
              variant="subtitle2"
              sx={{
                display: 'block',
                py: 1,
                whiteSpace: 'nowrap',
                transition: (theme) =>
                  theme.transitions.create('opacity', { duration: theme.transitions.duration.shorter }),
                '&:hover': { opacity: 0.64 },
                // Inactive links in the text colour; the current one keeps the theme's readable primary.
                '&:not(.active)': { color: 'text.primary' },
              }}
            >
              {t(item.label)}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
