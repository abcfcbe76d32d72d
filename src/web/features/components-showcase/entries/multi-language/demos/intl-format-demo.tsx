import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/web/lib/format';

const launch = new Date(2026, 10, 20, 14, 5);

/** Dates, numbers and money in the conventions of the language chosen above, by the browser's own Intl. */
export function IntlFormatDemo() {
  const { t, i18n } = useTranslation();
  const [amount, setAmount] = useState('1234.5');
  const locale = intlLocale(i18n.resolvedLanguage ?? 'en');
  const value = Number(amount);
  const rows = [
    {
      name: t('components-showcase.multi-language.intl.date'),
      value: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(launch),
    },
    {
      name: t('components-showcase.multi-language.intl.number'),
      value: Number.isFinite(value) ? new Intl.NumberFormat(locale).format(value) : '–',
    },
    {
      name: t('components-showcase.multi-language.intl.currency'),
      value: Number.isFinite(value)
        ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value)
        : '–',
    },
    {
      name: t('components-showcase.multi-language.intl.relative'),
      value: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day'),
    },
  ];
  return (
    <Stack spacing={3}>
      <TextField
        label={t('components-showcase.multi-language.intl.amount')}
        type="number"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        sx={{ maxWidth: 240 }}
      />
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, gap: 1.5 }}
      >
        {rows.map((row) => (
          <Box key={row.name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="subtitle2" sx={{ color: 'text.secondary' }}>
              {row.name}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mb: { xs: 1, sm: 0 } }}
              data-testid={`formatted-${row.name}`}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
        {`locale="${locale}"`}
      </Typography>
    </Stack>
  );
}
