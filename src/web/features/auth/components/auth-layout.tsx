import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '@/contract/brand';
import { Logo } from '@/web/components/logo';
import { paths } from '@/web/lib/paths';
import type { AuthPicturePanelProps } from './auth-picture-panel';

const AuthPicturePanel = lazy(() => import('./auth-picture-panel'));

interface AuthLayoutProps extends AuthPicturePanelProps {
  children: ReactNode;
}

/** Sign-in screens: on wide screens a full-height picture panel with heading and line, the form beside it. */
export function AuthLayout({ heading, line, illustration, children }: AuthLayoutProps) {
  return (
    <Box component="main" sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        sx={{
          position: 'absolute',
          top: { xs: 16, md: 40 },
          insetInlineStart: { xs: 16, md: 40 },
          zIndex: 1,
        }}
      >
        <RouterLink to={paths.home} aria-label={brand.productName}>
          <Logo />
        </RouterLink>
      </Box>
      {/* Decoration only: its code loads after the form's (the page's HTML already shows it). */}
      <Suspense fallback={null}>
        <AuthPicturePanel heading={heading} line={line} illustration={illustration} />
      </Suspense>
      <Stack sx={{ flexGrow: 1, justifyContent: 'center', alignItems: 'center', px: 2, py: 12 }}>
        <Box sx={{ width: '100%', maxWidth: 480 }}>{children}</Box>
      </Stack>
    </Box>
  );
}
