import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { countryCodeOf, countryCodes, countryName, type CountryCode } from '@/contract/countries';

interface CountryFieldProps {
  label: string;
  /** The stored country: its English name ('' for none). */
  value: string;
  onChange(country: string): void;
  onBlur?(): void;
  name?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A country picked from the list, its names in the reader's language, stored by its English name. A stored
 * text that names no country (older data) shows as it is until another country is picked.
 */
export function CountryField({
  label,
  value,
  onChange,
  onBlur,
  name,
  required,
  error,
  helperText,
  ref,
}: CountryFieldProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const options = useMemo(() => {
    const collator = new Intl.Collator(language);
    const named = countryCodes.map((code) => ({ code, label: countryName(code, language) }));
    return named.sort((a, b) => collator.compare(a.label, b.label));
  }, [language]);
  const code = countryCodeOf(value);
  const selected = code
    ? options.find((option) => option.code === code)!
    : value
      ? { code: value as CountryCode, label: value }
      : null;

  return (
    <Autocomplete
      options={options}
      value={selected}
      autoHighlight
      onChange={(_, option) => onChange(option ? countryName(option.code, 'en') : '')}
      onBlur={onBlur}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={ref}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          slotProps={{ htmlInput: { ...params.inputProps, autoComplete: 'country-name' } }}
        />
      )}
    />
  );
}
