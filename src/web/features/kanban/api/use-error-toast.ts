import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { errorMessageOf } from '../../../lib/http-client';
import { useMessage } from '../../../lib/use-message';

/** An error toast with what the server said, in the reader's language when the text is known. */
export function useErrorToast() {
  const { enqueueSnackbar } = useSnackbar();
  const message = useMessage();
  return useCallback((error: unknown) => enqueueSnackbar(message(errorMessageOf(error)), { variant: 'error' }), [enqueueSnackbar, message]);
}
