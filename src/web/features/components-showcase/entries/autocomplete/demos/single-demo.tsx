import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryOptions, type CountryOption } from './use-country-options';

/** One country out of the app's list: type to filter, pick with the mouse or the arrow keys. */
export function SingleDemo() {
  const { t } = useTranslation();
  const options = useCountryOptions();
  const [country, setCountry] = useState<CountryOption | null>(null);
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Autocomplete
        options={options}
        value={country}
        onChange={(_, next) => setCountry(next)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        renderInput={(params) => (
          <TextField {...params} label={t('components-showcase.autocomplete.single.label')} />
        )}
      />
      <Typography variant="body2" data-testid="chosen-country" sx={{ color: 'text.secondary' }}>
        {country
          ? t('components-showcase.autocomplete.single.chosen', { name: country.name, code: country.code })
          : t('components-showcase.autocomplete.single.none')}
      </Typography>
      <Autocomplete
        disabled
        options={options}
        value={options.find(({ code }) => code === 'DE') ?? null}
        getOptionLabel={(option) => option.name}
        renderInput={(params) => (
          <TextField {...params} label={t('components-showcase.autocomplete.single.disabled')} />
        )}
      />
    </Stack>
  );
}
