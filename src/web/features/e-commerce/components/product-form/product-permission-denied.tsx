import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyContent } from '@/web/components/empty-content';
import { paths } from '@/web/lib/paths';

/** What a member sees instead of the product form: only admins create, change and delete products. */
export function ProductPermissionDenied() {
  const { t } = useTranslation();
  return (
    <EmptyContent
      titleComponent="h1"
      title={t('product-form.denied.title')}
      description={
        <Stack sx={{ alignItems: 'center', gap: 3 }}>
          {t('product-form.denied.hint')}
          <Button component={RouterLink} to={paths.dashboard.eCommerce.shop} color="inherit" variant="outlined">
            {t('product-form.denied.back')}
          </Button>
        </Stack>
      }
    />
  );
}
