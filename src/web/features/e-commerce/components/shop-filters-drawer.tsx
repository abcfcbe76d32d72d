import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { productCategories, productColors, productGenders, type ProductGender } from '@/contract/product-rules';
import { CloseIcon } from '@/web/components/icons';
import { FilterIcon } from './ecommerce-icons';
import { ColorSwatch } from './color-swatch';
import { formatPrice } from './format-price';
import {
  SHOP_PRICE_RANGE,
  activeFilterChips,
  clearFilters,
  colorNameKey,
  shopRatingOptions,
  type ShopCategory,
  type ShopQuery,
} from './shop-filters';

interface ShopFiltersDrawerProps {
  query: ShopQuery;
  /** Gets the change as a function of the address's current filters, so quick changes never undo each other. */
  onChange(next: (current: ShopQuery) => ShopQuery): void;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The Filters button and its drawer: gender, category, colour, price and rating; every change applies at once. */
export function ShopFiltersDrawer({ query, onChange }: ShopFiltersDrawerProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState<number[] | null>(null);
  const active = activeFilterChips(query).length;
  const set = (change: (current: ShopQuery) => Partial<ShopQuery>) =>
    onChange((current) => ({ ...current, ...change(current), page: 1 }));
  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
  const shownPrice = price ?? [query.priceMin ?? SHOP_PRICE_RANGE.min, query.priceMax ?? SHOP_PRICE_RANGE.max];
  const priceText = (value: number) => formatPrice(value, i18n.language);
  const fromAddress = [query.priceMin ?? SHOP_PRICE_RANGE.min, query.priceMax ?? SHOP_PRICE_RANGE.max];
  // The slider shows its own value until the address has caught up with it (quick key presses).
  if (price && price[0] === fromAddress[0] && price[1] === fromAddress[1]) setPrice(null);

  return (
    <>
      <Button
        color="inherit"
        onClick={() => {
          setPrice(null);
          setOpen(true);
        }}
        endIcon={
          <Badge color="error" variant="dot" invisible={active === 0}>
            <FilterIcon />
          </Badge>
        }
      >
        {t('ecommerce.filters.button')}
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: 300 }, role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'shop-filters-heading' } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', py: 2, px: 2.5 }}>
          <Typography id="shop-filters-heading" variant="h6" component="h2">
            {t('ecommerce.filters.title')}
          </Typography>
          <IconButton onClick={() => setOpen(false)} aria-label={t('ecommerce.filters.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <Stack sx={{ gap: 3, p: 2.5, overflowY: 'auto', flexGrow: 1 }}>
          <Section id="filter-gender" title={t('ecommerce.filters.gender')}>
            <FormGroup>
              {productGenders.map((gender) => (
                <FormControlLabel
                  key={gender}
                  label={t(`ecommerce.genders.${gender}`)}
                  control={
                    <Checkbox
                      checked={query.gender.includes(gender)}
                      onChange={() => set((current) => ({ gender: toggle<ProductGender>(current.gender, gender) }))}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Section>
          <Section id="filter-category" title={t('ecommerce.filters.category')}>
            <RadioGroup
              aria-labelledby="filter-category"
              value={query.category}
              onChange={(event) => set(() => ({ category: event.target.value as ShopCategory }))}
            >
              {(['All', ...productCategories] as const).map((category) => (
                <FormControlLabel key={category} value={category} control={<Radio />} label={t(`ecommerce.categories.${category}`)} />
              ))}
            </RadioGroup>
          </Section>
          <Section id="filter-color" title={t('ecommerce.filters.color')}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {productColors.map((color) => {
                const checked = query.colors.includes(color);
                return (
                  <Checkbox
                    key={color}
                    checked={checked}
                    onChange={() => set((current) => ({ colors: toggle<string>(current.colors, color) }))}
                    icon={<ColorSwatch color={color} checked={false} />}
                    checkedIcon={<ColorSwatch color={color} checked />}
                    slotProps={{ input: { 'aria-label': t(`ecommerce.colors.${colorNameKey(color)}`) } }}
                  />
                );
              })}
            </Stack>
          </Section>
          <Section id="filter-price" title={t('ecommerce.filters.price')}>
            <Box sx={{ px: 1.5 }}>
              <Slider
                value={shownPrice}
                min={SHOP_PRICE_RANGE.min}
                max={SHOP_PRICE_RANGE.max}
                step={1}
                valueLabelDisplay="auto"
                valueLabelFormat={priceText}
                getAriaLabel={(index) => (index === 0 ? t('ecommerce.filters.priceMin') : t('ecommerce.filters.priceMax'))}
                getAriaValueText={priceText}
                onChange={(_, value) => setPrice(value as number[])}
                onChangeCommitted={(_, value) => {
                  const [min, max] = value as number[];
                  setPrice([min!, max!]);
                  set(() => ({
                    priceMin: min! > SHOP_PRICE_RANGE.min ? min : undefined,
                    priceMax: max! < SHOP_PRICE_RANGE.max ? max : undefined,
                  }));
                }}
              />
              <Stack direction="row" sx={{ justifyContent: 'space-between', typography: 'caption', color: 'text.secondary' }}>
                <span>{priceText(shownPrice[0]!)}</span>
                <span>{priceText(shownPrice[1]!)}</span>
              </Stack>
            </Box>
          </Section>
          <Section id="filter-rating" title={t('ecommerce.filters.rating')}>
            <RadioGroup
              aria-labelledby="filter-rating"
              value={query.rating === undefined ? 'any' : String(query.rating)}
              onChange={(event) => set(() => ({ rating: event.target.value === 'any' ? undefined : Number(event.target.value) }))}
            >
              <FormControlLabel value="any" control={<Radio />} label={t('ecommerce.filters.ratingAny')} />
              {shopRatingOptions.map((stars) => (
                <FormControlLabel
                  key={stars}
                  value={String(stars)}
                  control={<Radio />}
                  label={
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                      <Rating value={stars} readOnly size="small" aria-hidden />
                      <span>{t('ecommerce.filters.ratingAtLeast', { count: stars })}</span>
                    </Stack>
                  }
                />
              ))}
            </RadioGroup>
          </Section>
        </Stack>
        <Divider />
        <Box sx={{ p: 2.5 }}>
          <Button fullWidth size="large" color="inherit" variant="outlined" disabled={active === 0} onClick={() => onChange((current) => clearFilters(current))}>
            {t('ecommerce.filters.clear')}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
