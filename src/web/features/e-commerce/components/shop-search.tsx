import { useTranslation } from 'react-i18next';
import { SearchField } from '@/web/components/search-field';

interface ShopSearchProps {
  value: string;
  onSearch(query: string): void;
}

/** The name search: the grid asks again once typing pauses. */
export function ShopSearch({ value, onSearch }: ShopSearchProps) {
  const { t } = useTranslation();
  return (
    <SearchField
      label={t('ecommerce.shop.searchLabel')}
      placeholder={t('ecommerce.shop.searchPlaceholder')}
      value={value}
      onSearch={onSearch}
    />
  );
}
