import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { HomeLink } from './home-link';
import { legalLinks, navItems } from './nav-items';
import { CloseIcon } from './public-icons';
import { SocialLinks } from './social-links';

const itemSx = {
  borderRadius: 1,
  mx: 1,
  '&.active': { bgcolor: 'action.selected', fontWeight: 'fontWeightBold' },
} as const;

interface NavMobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The mobile menu's drawer: the navigation, the legal pages and FAQs, and the social links (loaded on demand). */
export default function NavMobileDrawer({ open, onClose: close }: NavMobileDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          sx: { width: 280 },
          role: 'dialog',
          'aria-modal': true,
          'aria-label': t('public.nav.menu'),
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 2 }}>
        <HomeLink onClick={close} />
        <IconButton aria-label={t('public.nav.closeMenu')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box component="nav" aria-label={t('public.nav.main')}>
        <List>
          {navItems.map((item) => (
            <li key={item.path}>
              <ListItemButton component={NavLink} to={item.path} end onClick={close} sx={itemSx}>
                <ListItemText primary={t(item.label)} slotProps={{ primary: { fontWeight: 'inherit' } }} />
              </ListItemButton>
            </li>
          ))}
        </List>
      </Box>
      <Divider sx={{ mx: 2 }} />
      <Box component="nav" aria-label={t('public.footer.legal')}>
        <List>
          {legalLinks.map((link) => (
            <li key={link.path}>
              <ListItemButton component={NavLink} to={link.path} onClick={close} sx={itemSx}>
                <ListItemText primary={t(link.label)} slotProps={{ primary: { variant: 'body2', fontWeight: 'inherit' } }} />
              </ListItemButton>
            </li>
          ))}
        </List>
      </Box>
      <SocialLinks sx={{ px: 2, mt: 'auto', pb: 3 }} />
    </Drawer>
  );
}
