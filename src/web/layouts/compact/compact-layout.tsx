import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router';
import { brand } from '@/contract/brand';
import { Logo } from '@/web/components/logo';
import { paths } from '@/web/lib/paths';

/**
 * A logo and one centred column: /404, /500 and other one-message screens. Renders the matched child
 * route, or `children` where it is used outside the router's tree (the crash screen).
 */
export default function CompactLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Box
        component="header"
        sx={{ position: 'absolute', top: 0, insetInlineStart: 0, p: { xs: 2, md: 5 }, lineHeight: 0 }}
      >
        <Box
          component={RouterLink}
          to={paths.home}
          aria-label={t('public.homeLink', { product: brand.productName })}
          sx={{ display: 'inline-flex' }}
        >
          <Logo />
        </Box>
      </Box>
      <Stack
        component="main"
        id="main"
        sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', px: 2, py: 12 }}
      >
        <Box sx={{ width: '100%', maxWidth: 480, textAlign: 'center' }}>{children ?? <Outlet />}</Box>
      </Stack>
    </>
  );
}
