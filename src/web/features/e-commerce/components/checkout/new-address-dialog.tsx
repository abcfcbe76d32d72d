import { useTranslation } from 'react-i18next';
import type { NewAddress } from '@/contract/orders';
import { AddressFormDialog } from '@/web/components/address-form-dialog';

interface NewAddressDialogProps {
  open: boolean;
  /** The address to start from (the new address chosen before), else empty fields. */
  initial: NewAddress | null;
  onClose(): void;
  onSubmit(address: NewAddress): void;
}

/** A new billing address, checked by the contract's rules; it is sent with the order, which saves it. */
export function NewAddressDialog({ open, initial, onClose, onSubmit }: NewAddressDialogProps) {
  const { t } = useTranslation();
  return (
    <AddressFormDialog
      open={open}
      initial={initial}
      onClose={onClose}
      onSubmit={onSubmit}
      texts={{
        title: t('checkout.address.dialogTitle'),
        hint: t('checkout.address.dialogHint'),
        cancel: t('checkout.address.cancel'),
        submit: t('checkout.address.submit'),
        fieldLabel: (field) => t(`checkout.address.${field}`),
      }}
    />
  );
}
