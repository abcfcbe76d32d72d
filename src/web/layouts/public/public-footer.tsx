import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { brand } from '@/contract/brand';
import { HomeLink } from './home-link';
import { legalLinks } from './nav-items';
import { SocialLinks } from './social-links';

const headingSx = { display: 'block', mb: 2, color: 'text.primary' } as const;

/** About line and social links, legal links, contact, copyright. */
export function PublicFooter() {
  const { t } = useTranslation();
  const name = brand.presenter.name;
  const center = { xs: 'center', md: 'flex-start' } as const;
  const legalHeading = useId();

  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
      <Container sx={{ pt: { xs: 6, md: 8 }, pb: 4, textAlign: { xs: 'center', md: 'left' } }}>
        <Grid container spacing={{ xs: 5, md: 3 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <HomeLink />
            <Typography
              variant="body2"
              sx={{ mt: 2, maxWidth: 360, mx: { xs: 'auto', md: 0 }, color: 'text.secondary' }}
            >
              {t('public.footer.about', { name })}
            </Typography>
            <SocialLinks sx={{ mt: 2, ml: { md: -1 }, justifyContent: center }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }} offset={{ md: 1 }}>
            <Box component="nav" aria-labelledby={legalHeading}>
              <Typography id={legalHeading} component="h2" variant="overline" sx={headingSx}>
                {t('public.footer.legal')}
              </Typography>
              <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5, alignItems: center }}>
                {legalLinks.map((link) => (
                  <li key={link.path}>
                    <Link
                      component={RouterLink}
                      to={link.path}
                      variant="body2"
                      underline="hover"
                      sx={{ color: 'text.primary' }}
                    >
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography component="h2" variant="overline" sx={headingSx}>
              {t('public.footer.contact')}
            </Typography>
            <Link
              href={`mailto:${brand.contactEmail}`}
              variant="body2"
              underline="hover"
              sx={{ wordBreak: 'break-all' }}
            >
              {brand.contactEmail}
            </Link>
            <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
              {t('public.footer.location', { city: brand.presenter.location })}
            </Typography>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: { xs: 6, md: 8 }, color: 'text.secondary' }}>
          {t('public.footer.copyright', { year: new Date().getFullYear(), product: brand.productName })}
        </Typography>
      </Container>
    </Box>
  );
}
