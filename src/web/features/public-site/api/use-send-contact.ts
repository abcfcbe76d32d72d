import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@/contract/contact';
import { api } from '@/web/lib/api';

/** Sends the Say Hello form; the message lands in the admin's inbox. */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactRequest) => api.post('/api/contact', body),
  });
}
