import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '@/contract/brand';
import { Logo } from '@/web/components/logo';
import { paths } from '@/web/lib/paths';

/** Password reset steps: the logo in the corner, one narrow centred column (as the template's compact screens). */
export function RecoveryLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ position: 'relative', minHeight: '100vh', display: 'flex' }}>
      <Box sx={{ position: 'absolute', top: { xs: 16, md: 40 }, insetInlineStart: { xs: 16, md: 40 } }}>
        <RouterLink to={paths.home} aria-label={brand.productName}>
          <Logo />
        </RouterLink>
      </Box>
      <Stack sx={{ flexGrow: 1, alignItems: 'center', justifyContent: 'center', px: 2, py: 12 }}>
        <Box sx={{ width: '100%', maxWidth: 480, textAlign: 'center' }}>{children}</Box>
      </Stack>
    </Box>
  );
}
