import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '@/contract/brand';
import { PageHead } from '@/web/components/page-head';
import { bandBackground } from '@/web/features/public-site/components/accent';
import { ContactForm } from '@/web/features/public-site/components/contact-form';
import { PageIntro } from '@/web/features/public-site/components/page-intro';


const company = brand.company;

/** `/say-hello` and `/contact-us`: the contact form beside the other ways to reach her. */
export default function SayHelloPage() {
  const { t, i18n } = useTranslation();
  const path = useLocation().pathname === '/contact-us' ? '/contact-us' : '/say-hello';
  const details = [
    { label: t('sayHello.details.email'), email: brand.contactEmail },
    { label: t('sayHello.details.bookings'), email: brand.bookingsEmail },
  ];
  return (
    <>
      <PageHead title={t('sayHello.meta.title')} description={t('sayHello.meta.description')} path={path} language={i18n.resolvedLanguage} />
      <PageIntro overline={t('sayHello.overline')} heading={t('sayHello.heading')} lead={t('sayHello.lead')} />
      <Container sx={{ pb: { xs: 8, md: 12 } }}>
        <Grid container spacing={{ xs: 5, md: 8 }}>
          <Grid size={{ xs: 12, md: 7 }} sx={{ order: { md: 2 } }}>
            <Box sx={{ p: { xs: 3, md: 5 }, borderRadius: 3, bgcolor: 'background.paper', boxShadow: { md: 8 }, border: { xs: 1, md: 0 }, borderColor: 'divider' }}>
              <ContactForm />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box component="section" aria-labelledby="reach" sx={{ p: { xs: 3, md: 5 }, borderRadius: 3, bgcolor: bandBackground, height: 1 }}>
              <Typography id="reach" variant="h5" component="h2">
                {t('sayHello.details.heading')}
              </Typography>
              <Box component="dl" sx={{ m: 0, mt: 3, '& dt': { typography: 'overline', color: 'text.secondary' }, '& dd': { m: 0, mb: 2.5 } }}>
                {details.map((detail) => (
                  <Box key={detail.email}>
                    <dt>{detail.label}</dt>
                    <dd>
                      <Link href={`mailto:${detail.email}`} sx={{ color: 'text.primary', wordBreak: 'break-all' }}>
                        {detail.email}
                      </Link>
                    </dd>
                  </Box>
                ))}
                <dt>{t('sayHello.details.studio')}</dt>
                <dd>
                  <address style={{ fontStyle: 'normal' }}>
                    {company.name}
                    <br />
                    {company.street}
                    <br />
                    {company.postalCode} {company.city}
                  </address>
                </dd>
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('sayHello.details.response')}
              </Typography>
            </Box>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
