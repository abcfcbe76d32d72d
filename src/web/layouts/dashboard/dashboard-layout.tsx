import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { useAuth } from '../../features/auth/auth-store';
import { layout } from '../../theme/create-app-theme';

/** The signed-in shell: sidebar with the account card, header with sign-out, the screen beside them. */
export default function DashboardLayout() {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user);
  const logout = useAuth((state) => state.logout);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  const handleLogout = () => {
    try {
      logout();
      navigate('/', { replace: true });
    } catch (error) {
      console.error(error);
      enqueueSnackbar(t('auth.unableToLogout'), { variant: 'error' });
    }
  };

  return (
    <Box sx={{ display: { lg: 'flex' }, minHeight: '100vh' }}>
      <Box
        component="nav"
        aria-label="Sidebar"
        sx={{
          display: { xs: 'none', lg: 'block' },
          width: layout.sidebarWidth,
          flexShrink: 0,
          borderInlineEnd: 1,
          borderColor: 'divider',
          px: 2.5,
          py: 3,
        }}
      >
        <Logo />
        <Stack
          direction="row"
          spacing={2}
          sx={{ mt: 3, p: 2, borderRadius: 1.5, alignItems: 'center', bgcolor: 'action.hover' }}
          data-testid="account-card"
        >
          <Avatar src={user?.photoURL || undefined} alt={user?.displayName}>
            {user?.displayName.charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {user?.displayName}
            </Typography>
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary', textTransform: 'capitalize' }}>
              {user?.role}
            </Typography>
          </Box>
        </Stack>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack
          component="header"
          direction="row"
          sx={{
            height: { xs: layout.dashboardHeaderMobile, lg: layout.dashboardHeaderDesktop },
            alignItems: 'center',
            justifyContent: 'flex-end',
            px: { xs: 2, lg: 5 },
          }}
        >
          <Button variant="outlined" color="inherit" onClick={handleLogout}>
            {t('auth.logout')}
          </Button>
        </Stack>
        <Box component="main" id="main" sx={{ px: { xs: 2, lg: 5 }, pb: 8 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
