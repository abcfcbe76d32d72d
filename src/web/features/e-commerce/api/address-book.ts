import { useQuery } from '@tanstack/react-query';
import type { AddressBookResponse } from '@/contract/user';
import { api } from '@/web/lib/api';

export const addressBookQueryKey = ['user', 'address-book'] as const;

export function getAddressBook(): Promise<AddressBookResponse> {
  return api.get('/api/user/account/address-book');
}

/** The signed-in buyer's saved addresses. */
export function useAddressBook() {
  return useQuery({
    queryKey: addressBookQueryKey,
    queryFn: getAddressBook,
    select: (data) => data.addressBook,
  });
}
