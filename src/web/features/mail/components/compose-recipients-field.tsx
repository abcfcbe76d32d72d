import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
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
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <AvatarWithInitial name={option.name || option.email} src={option.avatar} alt="" sx={{ width: 28, height: 28 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {option.name}
            </Typography>
            {option.email && (
              <Typography variant="caption" noWrap sx={{ color: 'text.secondary', display: 'block' }}>
                {option.email}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderValue={(recipients, getItemProps) =>
        recipients.map((recipient, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              avatar={<AvatarWithInitial name={recipient.name || recipient.email} src={recipient.avatar} alt="" />}
              label={recipient.name || recipient.email}
              title={recipient.email}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={t('mail.compose.to')} placeholder={value.length === 0 ? t('mail.compose.toPlaceholder') : undefined} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
