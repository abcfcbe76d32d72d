import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_RECIPIENTS, type Contact } from '@/contract/chat';
import { PersonOption, personChips } from '@/web/components/people-picker-parts';
import { useContactSearch } from '@/web/features/chat/api/search-contacts';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { StatusAvatar } from '@/web/components/status-avatar';

interface RecipientPickerProps {
  value: Contact[];
  onChange(recipients: Contact[]): void;
}

/** The recipients of a new conversation: typing searches the workspace's contacts; each one chosen is a chip. */
export function RecipientPicker({ value, onChange }: RecipientPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), 250);
  const { data: results = [], isFetching } = useContactSearch(query);
  const full = value.length >= MESSAGE_MAX_RECIPIENTS;

  return (
    <Autocomplete
      multiple
      fullWidth
      size="small"
      options={query ? results : []}
      value={value}
      onChange={(_event, recipients) => onChange(recipients)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      filterOptions={(options) => options}
      filterSelectedOptions
      getOptionLabel={(contact) => contact.name}
      getOptionDisabled={() => full}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={isFetching}
      autoHighlight
      noOptionsText={input.trim() ? t('chat.new.noContacts') : t('chat.new.typeToSearch')}
      loadingText={t('chat.new.searching')}
      renderOption={({ key, ...optionProps }, contact) => (
        <PersonOption
          key={key}
          optionProps={optionProps}
          face={<StatusAvatar contact={contact} size={32} />}
          name={contact.name}
          detail={contact.position}
        />
      )}
      renderValue={(chosen, getItemProps) =>
        personChips(
          chosen.map((contact) => ({ label: contact.name, avatar: contact.avatar })),
          getItemProps,
        )
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('chat.new.to')}
          placeholder={value.length === 0 ? t('chat.new.placeholder') : undefined}
          helperText={full ? t('chat.new.full', { max: MESSAGE_MAX_RECIPIENTS }) : undefined}
        />
      )}
      sx={{ flexGrow: 1, minWidth: 0 }}
    />
  );
}
