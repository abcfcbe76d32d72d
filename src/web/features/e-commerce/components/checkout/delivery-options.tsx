import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryOptions, type DeliveryOption } from '@/contract/cart';
import { formatPrice } from '@/web/features/e-commerce/components/format-price';
import { useCheckout } from '@/web/features/e-commerce/stores/checkout-store';

/** The contract's delivery options as radio cards: the chosen one sets the shipping and so the total. */
export function DeliveryOptions() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const delivery = useCheckout((state) => state.delivery);
  const chooseDelivery = useCheckout((state) => state.chooseDelivery);

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('checkout.delivery.title')}
      </Typography>
      <RadioGroup
        aria-label={t('checkout.delivery.label')}
        value={delivery}
        onChange={(event) => chooseDelivery(event.target.value as DeliveryOption)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {deliveryOptions.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            sx={{
              m: 0,
              p: 2,
              pl: 1,
              gap: 1,
              alignItems: 'flex-start',
              border: 1,
              borderRadius: 1.5,
              borderColor: delivery === option.value ? 'primary.main' : 'divider',
              boxShadow: (theme) =>
                delivery === option.value ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
              '& .MuiRadio-root': { mt: -0.75 },
            }}
            label={
              <Stack sx={{ gap: 0.5 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="span" variant="subtitle2">
                    {t(`checkout.delivery.${option.value}`)}
                  </Typography>
                  <Typography component="span" variant="subtitle2">
                    {option.price > 0 ? formatPrice(option.price, i18n.language) : t('checkout.summary.free')}
                  </Typography>
                </Stack>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`checkout.delivery.${option.value}Hint`)}
                </Typography>
              </Stack>
            }
            slotProps={{ typography: { component: 'span', sx: { flex: 1 } } }}
          />
        ))}
      </RadioGroup>
    </Card>
  );
}
