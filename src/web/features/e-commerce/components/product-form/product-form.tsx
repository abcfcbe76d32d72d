import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ErrorBody } from '@/contract/errors';
import type { Product } from '@/contract/products';
import { toSlug } from '@/contract/slug';
import { FormTextInput } from '@/web/components/form-text-input';
import { LazyRichTextEditor } from '@/web/components/rich-text-editor/lazy-rich-text-editor';
import { useErrorText } from '@/web/lib/error-text';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast';
import { useCreateProduct } from '@/web/features/e-commerce/api/create-product';
import { useUpdateProduct } from '@/web/features/e-commerce/api/update-product';
import { fieldErrorCode } from './field-error-code';
import { FormCard } from './form-card';
import { productFormResolver } from './product-form-resolver';
import { emptyProductForm, isProductFormField, productFormValuesOf, productRequestOf } from './product-form-values';
import { ProductImagesField } from './product-images-field';
import { ProductNumberField } from './product-number-field';
import { ProductPropertiesCard } from './product-properties-card';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

const fieldErrorsOf = (error: unknown) =>
  (typeof error === 'object' && error !== null && 'errors' in error ? (error as ErrorBody).errors : undefined) ?? [];

/**
 * The product form (name, description, price and at least one image required): empty for a new product, or
 * filled with `product` to edit it. Saving opens the product's page at its (new) slug; leaving with unsaved
 * changes asks first.
 */
export function ProductForm({ product }: { product?: Product }) {
  const { t, i18n } = useTranslation();
  const message = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const saving = product ? updateProduct : createProduct;
  const [uploading, setUploading] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: usePreloadedResolver(productFormResolver),
    defaultValues: product ? productFormValuesOf(product, i18n.language) : emptyProductForm,
  });
  const guard = useUnsavedChangesGuard(formState.isDirty);
  const onUploadingChange = useCallback((now: boolean) => setUploading(now), []);

  const onSubmit = handleSubmit(async (values) => {
    const request = productRequestOf(values);
    try {
      const { product: saved } = product
        ? await updateProduct.mutateAsync({ ...request, productId: product.id })
        : await createProduct.mutateAsync(request);
      guard.release();
      toast(product ? t('product-form.form.updated') : t('product-form.form.created'), 'success');
      navigate(paths.dashboard.eCommerce.product(toSlug(saved.name)));
    } catch (failure) {
      let focused = false;
      for (const { path, code } of fieldErrorsOf(failure)) {
        const field = path.split('.')[0]!;
        if (!isProductFormField(field)) continue;
        setError(field, { type: 'server', message: code }, { shouldFocus: !focused });
        focused = true;
      }
    }
  });

  // Back to where the form was opened from; opened directly, to the product (or the shop).
  const cancel = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(product ? paths.dashboard.eCommerce.product(toSlug(product.name)) : paths.dashboard.eCommerce.shop);
  };

  const failedWithoutField = saving.isError && fieldErrorsOf(saving.error).length === 0;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={product ? t('product-form.form.editLabel') : t('product-form.form.newLabel')}>
      <Stack sx={{ gap: 3, maxWidth: 880, mx: 'auto' }}>
        <FormCard title={t('product-form.form.details')} subheader={t('product-form.form.detailsHint')}>
          <FormTextInput name="name" control={control} label={t('product-form.form.name')} required />
          <Controller
            name="description"
            control={control}
            render={({ field, fieldState }) => (
              <LazyRichTextEditor
                ref={field.ref}
                label={t('product-form.form.description')}
                placeholder={t('product-form.form.descriptionPlaceholder')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldErrorCode(fieldState.error)}
                testId="product-description-editor"
              />
            )}
          />
          <Controller
            name="images"
            control={control}
            render={({ field, fieldState }) => (
              <ProductImagesField
                ref={field.ref}
                label={t('product-form.form.images')}
                value={field.value}
                onChange={field.onChange}
                error={fieldErrorCode(fieldState.error)}
                onUploadingChange={onUploadingChange}
              />
            )}
          />
        </FormCard>
        <ProductPropertiesCard control={control} />
        <FormCard title={t('product-form.form.pricing')} subheader={t('product-form.form.pricingHint')}>
          <ProductNumberField name="price" control={control} label={t('product-form.form.price')} required />
          <ProductNumberField name="priceSale" control={control} label={t('product-form.form.priceSale')} hint={t('product-form.form.priceSaleHint')} />
        </FormCard>
        {failedWithoutField && (
          <Alert severity="error" role="alert">
            {message(saving.error)}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button size="large" color="inherit" variant="outlined" onClick={cancel}>
            {t('product-form.form.cancel')}
          </Button>
          <Button size="large" type="submit" variant="contained" loading={saving.isPending} disabled={uploading}>
            {uploading ? t('product-form.form.waitForUploads') : product ? t('product-form.form.save') : t('product-form.form.create')}
          </Button>
        </Stack>
      </Stack>
      {guard.dialog}
    </form>
  );
}
