import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { paths } from '@/web/lib/paths';
import { useAuth } from '@/web/lib/session/auth-store';

/** The signed-in account in the sidebar: photo, display name and role, leading to the account settings. */
export function AccountCard() {
  const user = useAuth((state) => state.user);
  if (!user) return null;
  return (
    <Box
      component={RouterLink}
      to={paths.dashboard.user.account}
      data-testid="account-card"
      sx={(theme) => ({
        textDecoration: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        borderRadius: 1.5,
        color: 'text.primary',
        bgcolor: alpha(theme.palette.grey[500], 0.12),
        '&:hover': { bgcolor: alpha(theme.palette.grey[500], 0.2) },
      })}
    >
      <AvatarWithInitial name={user.displayName} src={user.photoURL} alt="" />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap component="span" sx={{ display: 'block' }}>
          {user.displayName}
        </Typography>
        <Typography variant="body2" noWrap component="span" sx={(theme) => ({
            display: 'block',
            textTransform: 'capitalize',
            // Darker than text.secondary: it sits on the card's grey tint.
            color: theme.palette.mode === 'light' ? theme.palette.grey[700] : theme.palette.grey[400],
          })}>
          {user.role}
        </Typography>
      </Box>
    </Box>
  );
}
