import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { lazyPanel } from '@/web/components/lazy-panel';
import { usePopover } from '@/web/components/use-popover';
import { useAuth } from '@/web/lib/session/auth-store';
import { toast } from '@/web/lib/toast';
import { paths } from '@/web/lib/paths';

const AccountMenu = lazyPanel(() => import('./account-menu'));

/** The avatar button and its menu. */
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
        onPointerEnter={AccountMenu.preload}
        onFocus={AccountMenu.preload}
        sx={{ p: 0.5 }}
      >
        <AvatarWithInitial
          name={user?.displayName ?? ''}
          src={user?.photoURL}
          alt=""
          sx={{ width: 36, height: 36 }}
        />
      </IconButton>
      <AccountMenu
        open={popover.open}
        anchorEl={popover.anchorEl}
        onClose={popover.onClose}
        menuId={menuId}
        onLogout={() => void handleLogout()}
      />
    </>
  );
}
