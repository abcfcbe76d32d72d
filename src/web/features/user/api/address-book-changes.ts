import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewAddress } from '@/contract/orders';
import { addressBookQueryKey } from '@/web/lib/address-book';
import { api } from '@/web/lib/api';

export function addAddress(address: NewAddress) {
  return api.post('/api/user/account/address-book/new', address);
}

export function updateAddress({ addressId, address }: { addressId: string; address: NewAddress }) {
  return api.post('/api/user/account/address-book/update', { addressId, updateAddress: address });
}

export function deleteAddress(addressId: string) {
  return api.post('/api/user/account/address-book/delete', { addressId });
}

export function setDefaultAddress(addressId: string) {
  return api.post('/api/user/account/address-book/default/update', { addressId });
}

/** Adds, edits, removes an address or makes one the default; the address book (checkout's too) loads afresh. */
export function useAddressBookChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: addressBookQueryKey });
  return {
    add: useMutation({ mutationFn: addAddress, onSuccess }),
    update: useMutation({ mutationFn: updateAddress, onSuccess }),
    remove: useMutation({ mutationFn: deleteAddress, onSuccess }),
    setDefault: useMutation({
      mutationFn: setDefaultAddress,
      onSuccess: (data) => queryClient.setQueryData(addressBookQueryKey, data),
    }),
  };
}
