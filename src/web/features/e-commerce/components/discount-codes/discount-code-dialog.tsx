import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { discountKinds } from '@/contract/cart';
import { DiscountCodeLimits } from '@/contract/discount-code-rules';
import type { DiscountCode } from '@/contract/discount-codes';
import { FormTextInput } from '@/web/components/form-text-input';
import { TextInput } from '@/web/components/text-input';
import { useCreateDiscountCode } from '@/web/features/e-commerce/api/create-discount-code';
import { useUpdateDiscountCode } from '@/web/features/e-commerce/api/update-discount-code';
import { useErrorText } from '@/web/lib/error-text';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { setServerFieldErrors } from '@/web/lib/server-field-errors';
import { toast } from '@/web/lib/toast';
import { discountCodeFormResolver } from './discount-code-form-resolver';
import {
  discountCodeFormValuesOf,
  discountCodeRequestOf,
  emptyDiscountCodeForm,
  isValueText,
  type DiscountCodeFormValues,
} from './discount-code-form-values';

const fieldNames = ['code', 'kind', 'value', 'expiresOn'] as const;

interface DiscountCodeDialogProps {
  /** The code to edit; null: a new one. */
  editing: DiscountCode | null;
  onClose(): void;
}

/**
 * A new discount code, or what an existing one takes off and when it expires (its name stays: orders name it).
 * The contract's rules check it before it is sent; a refusal of the server lands on its field.
 */
export function DiscountCodeDialog({ editing, onClose }: DiscountCodeDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const message = useErrorText();
  const create = useCreateDiscountCode();
  const update = useUpdateDiscountCode();
  const [failure, setFailure] = useState<unknown>();
  const { control, handleSubmit, setError, formState } = useForm<DiscountCodeFormValues>({
    resolver: usePreloadedResolver(discountCodeFormResolver),
    defaultValues: editing ? discountCodeFormValuesOf(editing) : emptyDiscountCodeForm,
  });
  const kind = useWatch({ control, name: 'kind' });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const request = discountCodeRequestOf(values);
    try {
      const { discountCode } = editing ? await update.mutateAsync(request) : await create.mutateAsync(request);
      toast(t(editing ? 'discount-codes.updated' : 'discount-codes.created', { code: discountCode.code }), 'success');
      onClose();
    } catch (error) {
      if (!setServerFieldErrors(error, fieldNames, setError)) setFailure(error);
    }
  });

  const close = () => {
    if (!formState.isSubmitting) onClose();
  };

  return (
    <Dialog open onClose={close} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`}>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`}>
          {editing ? t('discount-codes.form.editTitle', { code: editing.code }) : t('discount-codes.form.newTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2.5, pt: 1 }}>
            {editing ? (
              <TextInput
                fullWidth
                label={t('discount-codes.form.code')}
                value={editing.code}
                readOnly
                helperText={t('discount-codes.form.codeFixed')}
              />
            ) : (
              <FormTextInput
                control={control}
                name="code"
                label={t('discount-codes.form.code')}
                hint={t('discount-codes.form.codeHint')}
                required
                autoComplete="off"
                inputProps={{ maxLength: DiscountCodeLimits.codeMaxLength, spellCheck: false, style: { textTransform: 'uppercase' } }}
              />
            )}
            <Controller
              name="kind"
              control={control}
              render={({ field }) => (
                <FormControl component="fieldset">
                  <FormLabel component="legend" sx={{ typography: 'body2', mb: 0.5 }}>
                    {t('discount-codes.form.kind')}
                  </FormLabel>
                  <RadioGroup row name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
                    {discountKinds.map((option) => (
                      <FormControlLabel
                        key={option}
                        value={option}
                        control={<Radio onBlur={field.onBlur} />}
                        label={t(`discount-codes.form.${option}`)}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
            <Controller
              name="value"
              control={control}
              render={({ field, fieldState }) => (
                <TextInput
                  {...field}
                  onChange={(event) => {
                    if (isValueText(event.target.value)) field.onChange(event.target.value);
                  }}
                  fullWidth
                  required
                  label={t(kind === 'percent' ? 'discount-codes.form.percentValue' : 'discount-codes.form.amountValue')}
                  inputProps={{ inputMode: kind === 'percent' ? 'numeric' : 'decimal' }}
                  startAdornment={kind === 'amount' ? <InputAdornment position="start">$</InputAdornment> : undefined}
                  endAdornment={kind === 'percent' ? <InputAdornment position="end">%</InputAdornment> : undefined}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error ? message(fieldState.error.message) : undefined}
                />
              )}
            />
            <FormTextInput
              control={control}
              name="expiresOn"
              type="date"
              shrinkLabel
              label={t('discount-codes.form.expiresOn')}
              hint={t('discount-codes.form.expiresHint')}
            />
          </Stack>
          {failure !== undefined && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {message(failure)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={close}>
            {t('discount-codes.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {editing ? t('discount-codes.form.save') : t('discount-codes.form.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
