import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewAddress } from '@/contract/orders';
import type { AddressBookItem } from '@/contract/user';
import { AddressFormDialog, type AddressFormTexts } from '@/web/components/address-form-dialog';
import { AddressText } from '@/web/components/address-text';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Label } from '@/web/components/label';
import { addressOfEntry, useAddressBook } from '@/web/lib/address-book';
import { useErrorText } from '@/web/lib/error-text';
import { toast } from '@/web/lib/toast';
import { useAddressBookChanges } from '@/web/features/user/api/address-book-changes';
import { DeleteIcon, EditIcon, PlusIcon } from '@/web/components/action-icons';
import { StarIcon } from './account-icons';
import { QueryContent } from './query-content';
import { SettingsCard } from './settings-card';

/** The address book: the default address first; add, edit, delete, set as default (checkout picks the default). */
export function AddressBookSection() {
  const { t } = useTranslation();
  const message = useErrorText();
  const addressBook = useAddressBook();
  const changes = useAddressBookChanges();
  /** The dialog open: a new address, or the entry being edited. */
  const [editing, setEditing] = useState<AddressBookItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AddressBookItem | null>(null);

  const texts = (title: string): AddressFormTexts => ({
    title,
    cancel: t('account-settings.cancel'),
    submit: t('account-settings.addresses.save'),
    fieldLabel: (field) => t(`account-settings.addresses.fields.${field}`),
  });

  const save = async (address: NewAddress) => {
    if (editing === 'new') {
      await changes.add.mutateAsync(address);
      toast(t('account-settings.addresses.added'), 'success');
    } else if (editing) {
      await changes.update.mutateAsync({ addressId: editing.id, address });
      toast(t('account-settings.addresses.updated'), 'success');
    }
    setEditing(null);
  };

  const setDefault = async (entry: AddressBookItem) => {
    try {
      await changes.setDefault.mutateAsync(entry.id);
      toast(t('account-settings.addresses.defaultSet', { name: entry.name }), 'success');
    } catch (failure) {
      toast(message(failure), 'error');
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await changes.remove.mutateAsync(deleting.id);
      setDeleting(null);
      toast(t('account-settings.addresses.deleted'), 'success');
    } catch {
      // Shown in the dialog, which stays open.
    }
  };

  return (
    <SettingsCard
      title={t('account-settings.addresses.title')}
      subheader={t('account-settings.addresses.subheader')}
      action={
        <Button variant="outlined" size="small" startIcon={<PlusIcon />} onClick={() => setEditing('new')}>
          {t('account-settings.addresses.add')}
        </Button>
      }
    >
      <QueryContent query={addressBook} skeletonHeight={120}>
        {(entries) =>
          entries.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('account-settings.addresses.none')}
            </Typography>
          ) : (
            <Stack component="ul" sx={{ gap: 2, m: 0, p: 0, listStyle: 'none' }}>
              {entries.map((entry) => (
                <AddressEntry
                  key={entry.id}
                  entry={entry}
                  onEdit={() => setEditing(entry)}
                  onDelete={() => {
                    changes.remove.reset();
                    setDeleting(entry);
                  }}
                  onSetDefault={() => void setDefault(entry)}
                  settingDefault={changes.setDefault.isPending && changes.setDefault.variables === entry.id}
                />
              ))}
            </Stack>
          )
        }
      </QueryContent>
      {editing !== null && (
        <AddressFormDialog
          open
          initial={editing === 'new' ? null : addressOfEntry(editing)}
          texts={texts(
            editing === 'new'
              ? t('account-settings.addresses.newTitle')
              : t('account-settings.addresses.editTitle'),
          )}
          onClose={() => setEditing(null)}
          onSubmit={save}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('account-settings.addresses.deleteTitle')}
        text={t('account-settings.addresses.deleteText', { name: deleting?.name ?? '' })}
        cancelLabel={t('account-settings.cancel')}
        confirmLabel={t('account-settings.addresses.deleteConfirm')}
        pending={changes.remove.isPending}
        error={changes.remove.isError ? message(changes.remove.error) : undefined}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </SettingsCard>
  );
}

interface AddressEntryProps {
  entry: AddressBookItem;
  settingDefault: boolean;
  onEdit(): void;
  onDelete(): void;
  onSetDefault(): void;
}

function AddressEntry({ entry, settingDefault, onEdit, onDelete, onSetDefault }: AddressEntryProps) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <Stack
      component="li"
      aria-labelledby={nameId}
      data-testid="address-entry"
      sx={{
        gap: 1.5,
        p: 2,
        borderRadius: 1.5,
        border: 1,
        borderColor: entry.isDefault ? 'primary.main' : 'divider',
      }}
    >
      <Stack sx={{ gap: 0.5, minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={nameId} variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {entry.name}
          </Typography>
          {entry.isDefault && (
            <Label color="primary" variant="soft">
              {t('account-settings.addresses.default')}
            </Label>
          )}
        </Stack>
        <AddressText address={entry} />
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {!entry.isDefault && (
          <Button
            size="small"
            color="inherit"
            startIcon={<StarIcon />}
            loading={settingDefault}
            onClick={onSetDefault}
            aria-label={t('account-settings.addresses.setDefaultLabel', { name: entry.name })}
          >
            {t('account-settings.addresses.setDefault')}
          </Button>
        )}
        <Button
          size="small"
          color="inherit"
          startIcon={<EditIcon />}
          onClick={onEdit}
          aria-label={t('account-settings.addresses.editLabel', { name: entry.name })}
        >
          {t('account-settings.addresses.edit')}
        </Button>
        <Button
          size="small"
          color="inherit"
          startIcon={<DeleteIcon />}
          onClick={onDelete}
          aria-label={t('account-settings.addresses.deleteLabel', { name: entry.name })}
        >
          {t('account-settings.addresses.delete')}
        </Button>
      </Stack>
    </Stack>
  );
}
