import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { productCategories, productColors, productGenders, productSizes, type ProductStatus } from '@/contract/product-rules';
import { FormTextInput } from '@/web/components/form-text-input';
import { TagsField } from '@/web/components/tags-field';
import { useErrorText } from '@/web/lib/error-text';
import { ColorSwatch } from '@/web/features/e-commerce/components/color-swatch';
import { colorNameKey } from '@/web/features/e-commerce/components/shop-filters';
import { fieldErrorCode } from './field-error-code';
import { FormCard } from './form-card';
import { ProductNumberField } from './product-number-field';
import type { ProductFormValues } from './product-form-values';

/** The status choices, none first. */
const statuses: readonly ProductStatus[] = ['', 'sale', 'new'];

/** Adds `item` to the list, or takes it out, keeping the order of `all`. */
const toggled = <T,>(all: readonly T[], list: readonly T[], item: T): T[] =>
  all.filter((candidate) => (candidate === item ? !list.includes(item) : list.includes(candidate)));

/** A group of choices named by its legend, with the group's error under it. */
function ChoiceGroup({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" sx={{ typography: 'subtitle2', mb: 0.5 }}>
        {legend}
      </FormLabel>
      {children}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** Code, SKU, stock, category, sizes, colours, gender, tags and status. */
export function ProductPropertiesCard({ control }: { control: Control<ProductFormValues> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const errorOf = (error: unknown) => {
    const code = fieldErrorCode(error);
    return code ? errorText(code) : undefined;
  };
  const twoColumns = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

  return (
    <FormCard title={t('product-form.form.properties')} subheader={t('product-form.form.propertiesHint')}>
      <Box sx={twoColumns}>
        <FormTextInput name="code" control={control} label={t('product-form.form.code')} />
        <FormTextInput name="sku" control={control} label={t('product-form.form.sku')} />
        <ProductNumberField name="available" control={control} label={t('product-form.form.available')} hint={t('product-form.form.availableHint')} />
        <Controller
          name="category"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              label={t('product-form.form.category')}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={errorOf(fieldState.error)}
            >
              {productCategories.map((category) => (
                <MenuItem key={category} value={category}>
                  {t(`ecommerce.categories.${category}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <Controller
        name="sizes"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            label={t('product-form.form.sizes')}
            name={field.name}
            value={field.value}
            onChange={(event) => {
              const chosen = event.target.value as unknown as string[];
              field.onChange(productSizes.filter((size) => chosen.includes(size)));
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={errorOf(fieldState.error) ?? t('product-form.form.sizesHint')}
            slotProps={{ select: { multiple: true, renderValue: (chosen) => (chosen as string[]).join(', ') } }}
          >
            {productSizes.map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="colors"
        control={control}
        render={({ field, fieldState }) => (
          <ChoiceGroup legend={t('product-form.form.colors')} error={errorOf(fieldState.error)}>
            <FormGroup row sx={{ gap: 0.5 }}>
              {productColors.map((color) => (
                <Checkbox
                  key={color}
                  checked={field.value.includes(color)}
                  onChange={() => field.onChange(toggled(productColors, field.value, color))}
                  onBlur={field.onBlur}
                  icon={<ColorSwatch color={color} checked={false} />}
                  checkedIcon={<ColorSwatch color={color} checked />}
                  slotProps={{ input: { 'aria-label': t(`ecommerce.colors.${colorNameKey(color)}`) } }}
                />
              ))}
            </FormGroup>
          </ChoiceGroup>
        )}
      />
      <Controller
        name="gender"
        control={control}
        render={({ field, fieldState }) => (
          <ChoiceGroup legend={t('product-form.form.gender')} error={errorOf(fieldState.error)}>
            <FormGroup row>
              {productGenders.map((gender) => (
                <FormControlLabel
                  key={gender}
                  label={t(`ecommerce.genders.${gender}`)}
                  control={
                    <Checkbox
                      checked={field.value.includes(gender)}
                      onChange={() => field.onChange(toggled(productGenders, field.value, gender))}
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
          </ChoiceGroup>
        )}
      />
      <Controller
        name="tags"
        control={control}
        render={({ field, fieldState }) => (
          <TagsField
            {...field}
            label={t('product-form.form.tags')}
            error={Boolean(fieldState.error)}
            helperText={errorOf(fieldState.error) ?? t('product-form.form.tagsHint')}
          />
        )}
      />
      <Controller
        name="status"
        control={control}
        render={({ field, fieldState }) => (
          <ChoiceGroup legend={t('product-form.form.status')} error={errorOf(fieldState.error)}>
            <RadioGroup row name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
              {statuses.map((status) => (
                <FormControlLabel
                  key={status || 'none'}
                  value={status}
                  control={<Radio onBlur={field.onBlur} />}
                  label={status ? t(`ecommerce.status.${status}`) : t('product-form.form.statusNone')}
                />
              ))}
            </RadioGroup>
          </ChoiceGroup>
        )}
      />
    </FormCard>
  );
}
