import { useCallback } from 'react';
import { useErrorText } from '@/web/lib/error-text';
import { toast } from '@/web/lib/toast';

/** An error toast with what the server said, in the reader's language when the text is known. */
export function useErrorToast() {
  const message = useErrorText();
  return useCallback((error: unknown) => toast(message(error), 'error'), [message]);
}
