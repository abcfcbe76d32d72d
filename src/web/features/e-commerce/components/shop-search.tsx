import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/web/components/text-input';
import { SearchIcon } from './ecommerce-icons';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';

interface ShopSearchProps {
  value: string;
  onSearch(query: string): void;
}

/** The name search: the grid asks again once typing pauses. */
export function ShopSearch({ value, onSearch }: ShopSearchProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState(value);
  const query = useDebouncedValue(input.trim(), 300);
  const sent = useRef(value);

  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query;
      onSearch(query);
    }
  }, [query, onSearch]);

  // The address changed by other means (a chip, going back): the box follows.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setInput(value);
    }
  }, [value]);

  return (
    <TextInput
      type="search"
      size="small"
      value={input}
      onChange={(event) => setInput(event.target.value)}
      placeholder={t('ecommerce.shop.searchPlaceholder')}
      inputProps={{ 'aria-label': t('ecommerce.shop.searchLabel'), maxLength: 100 }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon sx={{ color: 'text.disabled' }} />
        </InputAdornment>
      }
      sx={{ width: { xs: 1, sm: 260 } }}
    />
  );
}
