import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { shopSortOptions, type ShopSort as ShopSortValue } from './shop-filters';

/** Featured, newest, price high to low or low to high. */
export function ShopSort({ value, onChange }: { value: ShopSortValue; onChange(sort: ShopSortValue): void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('ecommerce.sort.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as ShopSortValue)}
      sx={{ minWidth: 180 }}
    >
      {shopSortOptions.map((option) => (
        <MenuItem key={option} value={option}>
          {t(`ecommerce.sort.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
