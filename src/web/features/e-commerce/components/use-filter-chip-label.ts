import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './format-price';
import { colorNameKey, type ShopFilterChip } from './shop-filters';

/** What a filter chip says: "Gender: Men", "Price: $10.00 – $50.00", "Rating: 4 stars & up". */
export function useFilterChipLabel() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (chip: ShopFilterChip): string => {
      switch (chip.kind) {
        case 'gender':
          return `${t('ecommerce.filters.gender')}: ${t(`ecommerce.genders.${chip.value}`)}`;
        case 'category':
          return `${t('ecommerce.filters.category')}: ${t(`ecommerce.categories.${chip.value}`)}`;
        case 'color':
          return `${t('ecommerce.filters.color')}: ${t(`ecommerce.colors.${colorNameKey(chip.value)}`)}`;
        case 'price': {
          const min = chip.min === undefined ? undefined : formatPrice(chip.min, i18n.language);
          const max = chip.max === undefined ? undefined : formatPrice(chip.max, i18n.language);
          const range =
            min && max ? `${min} – ${max}` : min ? t('ecommerce.filters.priceFrom', { min }) : t('ecommerce.filters.priceUpTo', { max });
          return `${t('ecommerce.filters.price')}: ${range}`;
        }
        case 'rating':
          return `${t('ecommerce.filters.rating')}: ${t('ecommerce.filters.ratingAtLeast', { count: chip.value })}`;
      }
    },
    [t, i18n.language],
  );
}
