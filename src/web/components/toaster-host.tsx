import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { connectToaster, type Toast } from '@/web/lib/toast';
import { layout } from '@/web/theme/create-app-theme';

/** Marks the toasts' stack so that it starts below the headers (the dashboard's is the tallest). */
const BELOW_HEADER = 'toasts-below-header';
const gap = 8;

function showToast({ message, variant, action, position }: Toast) {
  enqueueSnackbar(message, {
    variant,
    anchorOrigin: position,
    // A toast with a button stays longer: time to read it and reach the button.
    ...(action && {
      autoHideDuration: 6000,
      action: (key) => (
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            action.onClick();
            closeSnackbar(key);
          }}
        >
          {action.label}
        </Button>
      ),
    }),
  });
}

/**
 * The toast library itself, loaded on demand by <Toaster/>: 5 at most, no duplicates, 3 s, top right unless
 * asked otherwise, those at the top below the header so that they never cover its buttons.
 */
export default function ToasterHost() {
  useEffect(() => connectToaster(showToast), []);
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          [`.${BELOW_HEADER}`]: {
            top: `${layout.dashboardHeaderMobile + gap}px !important`,
            [theme.breakpoints.up('lg')]: { top: `${layout.dashboardHeaderDesktop + gap}px !important` },
          },
          // The library's own colours put white text on light green, orange and blue (3.3:1 and less); these
          // darker shades of the theme's keep it readable (WCAG AA, 4.5:1 and more). Two classes outrank its one.
          '.notistack-MuiContent.notistack-MuiContent-success': {
            backgroundColor: theme.palette.success.darker,
          },
          '.notistack-MuiContent.notistack-MuiContent-warning': {
            backgroundColor: theme.palette.warning.darker,
          },
          '.notistack-MuiContent.notistack-MuiContent-info': { backgroundColor: theme.palette.info.dark },
          '.notistack-MuiContent.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
        })}
      />
      <SnackbarProvider
        maxSnack={5}
        preventDuplicate
        autoHideDuration={3000}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{
          containerAnchorOriginTopRight: BELOW_HEADER,
          containerAnchorOriginTopCenter: BELOW_HEADER,
          containerAnchorOriginTopLeft: BELOW_HEADER,
        }}
      />
    </>
  );
}
