import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { PersonOption, personChips } from '@/web/components/people-picker-parts';
import { useAccountSearch } from '@/web/features/mail/api/search-accounts';
import type { MailRecipient } from '@/web/features/mail/api/send-mail';

interface ComposeRecipientsFieldProps {
  value: MailRecipient[];
  onChange(recipients: MailRecipient[]): void;
  error?: string;
}

const sameRecipient = (a: MailRecipient, b: MailRecipient) =>
  a.accountId && b.accountId ? a.accountId === b.accountId : a.email.toLowerCase() === b.email.toLowerCase();

/** "To": the workspace's accounts found by name as you type, as chips with their avatars. */
export function ComposeRecipientsField({ value, onChange, error }: ComposeRecipientsFieldProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const { data: accounts = [], isFetching } = useAccountSearch(input);
  const options: MailRecipient[] = accounts.map((account) => ({
    accountId: account.id,
    name: account.name,
    email: account.email,
    avatar: account.avatar,
  }));
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      onChange={(_, next) => onChange(next)}
      filterOptions={(found) => found.filter((option) => !value.some((chosen) => sameRecipient(chosen, option)))}
      isOptionEqualToValue={sameRecipient}
      getOptionLabel={(option) => option.name || option.email}
      loading={isFetching}
      loadingText={t('mail.compose.searching')}
      noOptionsText={input.trim() ? t('mail.compose.noAccounts') : t('mail.compose.typeToSearch')}
      renderOption={({ key, ...optionProps }, option) => (
        <PersonOption
          key={key}
          optionProps={optionProps}
          face={<AvatarWithInitial name={option.name || option.email} src={option.avatar} alt="" sx={{ width: 28, height: 28 }} />}
          name={option.name}
          detail={option.email}
        />
      )}
      renderValue={(recipients, getItemProps) =>
        personChips(
          recipients.map((recipient) => ({
            label: recipient.name || recipient.email,
            avatar: recipient.avatar,
            title: recipient.email,
          })),
          getItemProps,
        )
      }
      renderInput={(params) => (
        <TextField {...params} label={t('mail.compose.to')} placeholder={value.length === 0 ? t('mail.compose.toPlaceholder') : undefined} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
