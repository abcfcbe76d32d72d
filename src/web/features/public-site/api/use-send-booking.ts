import { useMutation } from '@tanstack/react-query';
import type { BookingRequest } from '@/contract/contact';
import { api } from '@/web/lib/api';

/** Sends a booking request; nothing is charged, it lands in the admin's inbox. */
export function useSendBooking() {
  return useMutation({
    mutationFn: (body: BookingRequest) => api.post('/api/contact/booking', body),
  });
}
