import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MenuPopover } from '@/web/components/menu-popover';
import { useAuth } from '@/web/lib/session/auth-store';
import { paths } from '@/web/lib/paths';
import { featureNavigation } from './feature-navigation';
import { HomeIcon, LogoutIcon, ResetIcon } from './shell-icons';

// The demo build's reset (a build-time constant: other builds carry none of it).
const ResetDemoDialog =
  import.meta.env.VITE_DEMO_MODE === 'true' ? lazy(() => import('./reset-demo-dialog')) : null;

const links = [
  { title: 'dashboard.account.home', path: paths.home, icon: <HomeIcon /> },
  ...featureNavigation.flatMap((navigation) => navigation.accountMenu ?? []),
];

interface AccountMenuProps {
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose(): void;
  menuId: string;
  onLogout(): void;
}

/**
 * The avatar's menu: who is signed in, Home, the areas' own entries (profile, settings) and Logout; in the demo
 * build also "Reset demo data", whose dialog stays open after the menu closes.
 */
export default function AccountMenu({ open, anchorEl, onClose, menuId, onLogout }: AccountMenuProps) {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user);
  const [confirmingReset, setConfirmingReset] = useState(false);
  return (
    <>
      <MenuPopover open={open} anchorEl={anchorEl} onClose={onClose} width={220}>
        <Box sx={{ px: 2.5, pt: 2, pb: 1.5 }}>
          <Typography variant="subtitle2" noWrap>
            {user?.displayName}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {user?.email}
          </Typography>
        </Box>
        <Divider sx={{ borderStyle: 'dashed' }} />
        <MenuList id={menuId} autoFocusItem aria-label={t('dashboard.account.button')} sx={{ p: 1 }}>
          {links.map((link) => (
            <MenuItem
              key={link.path}
              component={RouterLink}
              to={link.path}
              sx={{ borderRadius: 1, typography: 'body2' }}
            >
              <ListItemIcon>{link.icon}</ListItemIcon>
              {t(link.title)}
            </MenuItem>
          ))}
          <Divider sx={{ borderStyle: 'dashed' }} />
          {ResetDemoDialog && (
            <MenuItem
              onClick={() => {
                onClose();
                setConfirmingReset(true);
              }}
              sx={{ borderRadius: 1, typography: 'body2' }}
            >
              <ListItemIcon>
                <ResetIcon />
              </ListItemIcon>
              {t('demo.reset')}
            </MenuItem>
          )}
          <MenuItem onClick={onLogout} sx={{ borderRadius: 1, typography: 'body2' }}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            {t('auth.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
      {ResetDemoDialog && (
        <Suspense>
          <ResetDemoDialog open={confirmingReset} onClose={() => setConfirmingReset(false)} />
        </Suspense>
      )}
    </>
  );
}
