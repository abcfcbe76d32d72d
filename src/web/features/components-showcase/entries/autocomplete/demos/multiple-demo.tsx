import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryOptions, type CountryOption } from './use-country-options';

/** Several countries as chips: pick more from the list, remove one with its cross or Backspace. */
export function MultipleDemo() {
  const { t } = useTranslation();
  const options = useCountryOptions();
  const [countries, setCountries] = useState<CountryOption[]>(() =>
    options.filter(({ code }) => code === 'FR' || code === 'DE'),
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Autocomplete
        multiple
        filterSelectedOptions
        options={options}
        value={countries}
        onChange={(_, next) => setCountries(next)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        renderValue={(values, getItemProps) =>
          values.map((option, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" color="primary" label={option.name} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField {...params} label={t('components-showcase.autocomplete.multiple.label')} />
        )}
      />
      <Typography variant="body2" data-testid="country-count" sx={{ color: 'text.secondary' }}>
        {t('components-showcase.autocomplete.multiple.count', { count: countries.length })}
      </Typography>
      <Autocomplete
        multiple
        limitTags={2}
        options={options}
        defaultValue={options.filter(({ code }) => ['CH', 'AT', 'BE', 'NL'].includes(code))}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        renderInput={(params) => (
          <TextField {...params} label={t('components-showcase.autocomplete.multiple.limitLabel')} />
        )}
      />
    </Stack>
  );
}
