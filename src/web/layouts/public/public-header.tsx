import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { layout } from '@/web/theme/create-app-theme';
import { AccountButton } from './account-button';
import { HomeLink } from './home-link';
import { LanguageMenu } from './language-menu';
import { NavDesktop } from './nav-desktop';
import { NavMobile } from './nav-mobile';

/** Shrunk desktop height once the page has scrolled (the mobile bar stays 64 px). */
const shrunkDesktopHeight = layout.publicHeaderDesktop - 16;

/**
 * Logo, navigation, language and account: 88 px on desktop and 64 px on mobile, shrinking and
 * gaining a frosted background and shadow after 100 px of scroll.
 */
export function PublicHeader() {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: layout.publicHeaderShrinkAfter });
  const height = {
    xs: layout.publicHeaderMobile,
    md: scrolled ? shrunkDesktopHeight : layout.publicHeaderDesktop,
  };

  return (
    <AppBar
      position="fixed"
      color="transparent"
      elevation={0}
      data-scrolled={scrolled}
      sx={{ boxShadow: 'none' }}
    >
      <Toolbar
        disableGutters
        sx={(theme) => ({
          height,
          minHeight: height,
          color: 'text.primary',
          bgcolor: scrolled ? alpha(theme.palette.background.default, 0.88) : 'background.default',
          backdropFilter: scrolled ? 'blur(6px)' : 'none',
          boxShadow: scrolled
            ? `0 8px 16px 0 ${theme.palette.mode === 'light' ? alpha(theme.palette.grey[500], 0.16) : alpha('#000', 0.32)}`
            : 'none',
          transition: theme.transitions.create(['height', 'min-height', 'background-color', 'box-shadow'], {
            duration: theme.transitions.duration.shorter,
          }),
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        })}
      >
        <Container sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, md: 3 } }}>
          <HomeLink withName />
          <Box sx={{ flexGrow: 1 }} />
          <NavDesktop />
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <LanguageMenu />
            <AccountButton />
            <NavMobile />
          </Stack>
        </Container>
      </Toolbar>
    </AppBar>
  );
}
