import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { MenuPopover, usePopover } from '@/web/components/menu-popover';
import { useAuth } from '@/web/lib/session/auth-store';
import { featureNavigation } from './feature-navigation';
import { HomeIcon, LogoutIcon } from './shell-icons';
import { toast } from '@/web/lib/toast';
import { paths } from '@/web/lib/paths';

const links = [
  { title: 'dashboard.account.home', path: paths.home, icon: <HomeIcon /> },
  ...featureNavigation.flatMap((navigation) => navigation.accountMenu ?? []),
];

/** The avatar menu: who is signed in, Home, the areas' own entries (profile, settings) and Logout. */
export function AccountPopover() {
  const { t } = useTranslation();
  const popover = usePopover();
  const menuId = useId();
  const user = useAuth((state) => state.user);
  const logout = useAuth((state) => state.logout);
  const navigate = useNavigate();

  const handleLogout = async () => {
    popover.onClose();
    try {
      await logout();
      navigate(paths.home, { replace: true });
    } catch (error) {
      console.error(error);
      toast(t('auth.unableToLogout'), 'error');
    }
  };

  return (
    <>
      <IconButton
        aria-label={t('dashboard.account.button')}
        aria-haspopup="menu"
        aria-expanded={popover.open}
        aria-controls={popover.open ? menuId : undefined}
        onClick={popover.onOpen}
        sx={{ p: 0.5 }}
      >
        <AvatarWithInitial
          name={user?.displayName ?? ''}
          src={user?.photoURL}
          alt=""
          sx={{ width: 36, height: 36 }}
        />
      </IconButton>
      <MenuPopover open={popover.open} anchorEl={popover.anchorEl} onClose={popover.onClose} width={220}>
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
          <MenuItem onClick={handleLogout} sx={{ borderRadius: 1, typography: 'body2' }}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            {t('auth.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </>
  );
}
