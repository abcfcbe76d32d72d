import { useQuery } from '@tanstack/react-query';
import type { NewAddress } from '@/contract/orders';
import type { AddressBookItem, AddressBookResponse } from '@/contract/user';
import { api } from './api';

/** The signed-in user's address book: checkout delivers to it, the account settings edit it. */
export const addressBookQueryKey = ['user', 'address-book'] as const;

export function getAddressBook(): Promise<AddressBookResponse> {
  return api.get('/api/user/account/address-book');
}

/** The signed-in user's saved addresses, the default one first. */
export function useAddressBook() {
  return useQuery({
    queryKey: addressBookQueryKey,
    queryFn: getAddressBook,
    select: (data) => data.addressBook,
  });
}

/** An entry's address alone: what an order or the address form takes. */
export const addressOfEntry = ({ id: _id, isDefault: _isDefault, ...address }: AddressBookItem): NewAddress =>
  address;
