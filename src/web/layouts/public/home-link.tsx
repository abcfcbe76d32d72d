import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { brand } from '@/contract/brand';
import { Logo } from '@/web/components/logo';
import { paths } from '@/web/lib/paths';

/** The logo as the link home. */
export function HomeLink({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      onClick={onClick}
      aria-label={t('public.homeLink', { product: brand.productName })}
      sx={{ display: 'inline-flex', borderRadius: 1, flexShrink: 0 }}
    >
      <Logo />
    </Box>
  );
}
