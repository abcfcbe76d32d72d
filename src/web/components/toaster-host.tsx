import GlobalStyles from '@mui/material/GlobalStyles';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { connectToaster } from '@/web/lib/toast';
import { layout } from '@/web/theme/create-app-theme';

/** Marks the toasts' stack so that it starts below the headers (the dashboard's is the tallest). */
const BELOW_HEADER = 'toasts-below-header';
const gap = 8;

/**
 * The toast library itself, loaded on demand by <Toaster/>: 5 at most, no duplicates, 3 s, top right, below
 * the header so that they never cover its buttons.
 */
export default function ToasterHost() {
  useEffect(() => connectToaster(({ message, variant }) => enqueueSnackbar(message, { variant })), []);
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          [`.${BELOW_HEADER}`]: {
            top: `${layout.dashboardHeaderMobile + gap}px !important`,
            [theme.breakpoints.up('lg')]: { top: `${layout.dashboardHeaderDesktop + gap}px !important` },
          },
        })}
      />
      <SnackbarProvider
        maxSnack={5}
        preventDuplicate
        autoHideDuration={3000}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerAnchorOriginTopRight: BELOW_HEADER }}
      />
    </>
  );
}
