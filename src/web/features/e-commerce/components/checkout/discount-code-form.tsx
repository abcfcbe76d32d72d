import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderErrors, OrderLimits } from '@/contract/order-rules';
import { TextInput } from '@/web/components/text-input';
import { useCheckDiscount } from '@/web/features/e-commerce/api/check-discount';
import { useCheckout } from '@/web/features/e-commerce/stores/checkout-store';
import { useErrorText } from '@/web/lib/error-text';
import { toast } from '@/web/lib/toast';
import { useDiscountRuleText } from './discount-rule-text';

/** The discount code field: the server says what the code takes off, or why it does not apply. */
export function DiscountCodeForm() {
  const { t } = useTranslation();
  const message = useErrorText();
  const ruleText = useDiscountRuleText();
  const subtotal = useCheckout((state) => state.checkout.subtotal);
  const applyCode = useCheckout((state) => state.applyDiscountCode);
  const checkDiscount = useCheckDiscount();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkDiscount.isPending) return;
    if (!code.trim()) {
      setFailure(OrderErrors.discountCodeRequired.code);
      return;
    }
    checkDiscount.mutate(
      { code: code.trim(), subtotal },
      {
        onSuccess: ({ discount }) => {
          applyCode({ code: discount.code, kind: discount.kind, value: discount.value });
          setCode('');
          setFailure(null);
          toast(t('checkout.discount.applied', { code: discount.code, rule: ruleText(discount) }), 'success');
        },
        onError: setFailure,
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('checkout.discount.label')}>
      <TextInput
        fullWidth
        label={t('checkout.discount.label')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setFailure(null);
        }}
        autoComplete="off"
        inputProps={{ maxLength: OrderLimits.discountCodeMaxLength, spellCheck: false }}
        error={Boolean(failure)}
        helperText={failure ? <span role="alert">{message(failure)}</span> : undefined}
        endAdornment={
          <InputAdornment position="end">
            <Button type="submit" color="primary" loading={checkDiscount.isPending} sx={{ mr: -0.5 }}>
              {t('checkout.discount.apply')}
            </Button>
          </InputAdornment>
        }
      />
    </form>
  );
}
