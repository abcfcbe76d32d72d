import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { activeFilterChips, chipKey, clearFilters, removeFilter, type ShopQuery } from './shop-filters';
import { useFilterChipLabel } from './use-filter-chip-label';

interface ShopFilterChipsProps {
  query: ShopQuery;
  /** Products matching the whole query (unknown while the first answer loads). */
  total: number | undefined;
  onChange(query: ShopQuery): void;
}

/** The result count and the active filters, each removable; shown only while a filter or search is set. */
export function ShopFilterChips({ query, total, onChange }: ShopFilterChipsProps) {
  const { t } = useTranslation();
  const labelOf = useFilterChipLabel();
  const chips = activeFilterChips(query);
  if (chips.length === 0 && !query.q) return null;
  return (
    <Stack sx={{ gap: 1.5, mb: 3 }} component="section" aria-label={t('ecommerce.filters.active')}>
      <Typography variant="body2" role="status" data-testid="result-count">
        {total === undefined ? '\u00a0' : t('ecommerce.filters.results', { count: total })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {query.q && (
          <Chip
            size="small"
            label={`${t('ecommerce.filters.search')}: ${query.q}`}
            aria-label={t('ecommerce.filters.remove', { name: `${t('ecommerce.filters.search')}: ${query.q}` })}
            onClick={() => onChange({ ...query, q: '', page: 1 })}
            onDelete={() => onChange({ ...query, q: '', page: 1 })}
          />
        )}
        {chips.map((chip) => {
          const label = labelOf(chip);
          return (
            <Chip
              key={chipKey(chip)}
              size="small"
              label={label}
              aria-label={t('ecommerce.filters.remove', { name: label })}
              onClick={() => onChange(removeFilter(query, chip))}
              onDelete={() => onChange(removeFilter(query, chip))}
            />
          );
        })}
        {chips.length > 0 && (
          <Button size="small" color="inherit" onClick={() => onChange(clearFilters(query))}>
            {t('ecommerce.filters.clear')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
