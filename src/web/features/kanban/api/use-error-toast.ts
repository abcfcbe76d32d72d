import { useCallback } from 'react';
import { errorMessageOf } from '@/web/lib/http-client';
import { useMessage } from '@/web/lib/use-message';
import { toast } from '@/web/lib/toast';

/** An error toast with what the server said, in the reader's language when the text is known. */
export function useErrorToast() {
  const message = useMessage();
  return useCallback((error: unknown) => toast(message(errorMessageOf(error)), 'error'), [message]);
}
