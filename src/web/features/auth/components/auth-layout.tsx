import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '@/contract/brand';
import { Logo } from '@/web/components/logo';
import { RasterPicture } from '@/web/components/raster-picture';
import { paths } from '@/web/lib/paths';

interface AuthLayoutProps {
  /** Heading of the side panel on wide screens. */
  heading: string;
  /** Cover image n of the app's generated art, beside the heading. */
  illustration: { n: number; alt: string };
  children: ReactNode;
}

/** Sign-in screens: a side panel with heading and illustration on wide screens, the form beside it. */
export function AuthLayout({ heading, illustration, children }: AuthLayoutProps) {
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
      <Stack
        sx={{
          display: { xs: 'none', md: 'flex' },
          width: 480,
          flexShrink: 0,
          justifyContent: 'center',
          px: 5,
          bgcolor: 'background.neutral',
          backgroundColor: (theme) =>
            theme.palette.mode === 'light' ? theme.palette.grey[100] : theme.palette.grey[800],
        }}
      >
        <Typography variant="h3" component="p" sx={{ mb: 5, px: 2 }}>
          {heading}
        </Typography>
        {/* Lazy: the panel is hidden on small screens, where the image then never loads. */}
        <RasterPicture kind="cover" n={illustration.n} alt={illustration.alt} sizes="400px" />
      </Stack>
      <Stack sx={{ flexGrow: 1, justifyContent: 'center', alignItems: 'center', px: 2, py: 12 }}>
        <Box sx={{ width: '100%', maxWidth: 480 }}>{children}</Box>
      </Stack>
    </Box>
  );
}
