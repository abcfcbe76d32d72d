import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { connectToaster } from '@/web/lib/toast';

/** The toast library itself, loaded on demand by <Toaster/>: 5 at most, no duplicates, 3 s, top right. */
export default function ToasterHost() {
  useEffect(() => connectToaster(({ message, variant }) => enqueueSnackbar(message, { variant })), []);
  return (
    <SnackbarProvider
      maxSnack={5}
      preventDuplicate
      autoHideDuration={3000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    />
  );
}
