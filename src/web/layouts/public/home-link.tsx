import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { brand } from '@/contract/brand';
import { Logo } from '@/web/components/logo';
import { paths } from '@/web/lib/paths';

/** The logo as the link home. */
export function HomeLink({ onClick, withName = false }: { onClick?: () => void; withName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      onClick={onClick}
      aria-label={t('public.homeLink', { product: brand.productName })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, borderRadius: 1, flexShrink: 0, color: 'text.primary', textDecoration: 'none' }}
    >
      <Logo />
      {withName && (
        // From sm up, except where the desktop navigation needs the room (md to lg); the link's name ("… home")
        // holds the product name, so it reads the same.
        <Typography component="span" variant="h6" noWrap sx={{ display: { xs: 'none', sm: 'block', md: 'none', lg: 'block' } }}>
          {brand.productName}
        </Typography>
      )}
    </Box>
  );
}
