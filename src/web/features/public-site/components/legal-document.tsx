import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { brand } from '@/contract/brand';
import type { PublicPath } from '@/contract/public-pages';
import { PageHead } from '@/web/components/page-head';


type Document = 'terms' | 'privacy' | 'cookies';
interface Section {
  heading: string;
  body: string[];
}

/** When the legal texts last changed; shown on each of them. */
const LAST_UPDATED = '2025-03-01';

const company = brand.company;
const values = {
  company: company.name,
  address: `${company.street}, ${company.postalCode} ${company.city}, ${company.country}`,
  email: brand.contactEmail,
};

/** A legal page (terms, privacy, cookies): numbered sections under the page's heading. */
export function LegalDocument({ document, path }: { document: Document; path: PublicPath }) {
  const { t, i18n } = useTranslation();
  const sections = t(`legal.${document}.sections`, { returnObjects: true, ...values }) as Section[];
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(LAST_UPDATED));
  return (
    <>
      <PageHead
        title={t(`legal.${document}.meta.title`)}
        description={t(`legal.${document}.meta.description`)}
        path={path}
        language={i18n.resolvedLanguage}
      />
      <Container component="article" maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography variant="h2" component="h1">
          {t(`legal.${document}.heading`)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('legal.updated', { date })}
        </Typography>
        <Typography sx={{ mt: 4, fontSize: { md: '1.125rem' } }}>{t(`legal.${document}.intro`, values)}</Typography>
        {sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mt: 5 }}>
            <Typography variant="h5" component="h2">
              {section.heading}
            </Typography>
            {section.body.map((paragraph) => (
              <Typography key={paragraph} sx={{ mt: 2, color: 'text.secondary' }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </Container>
    </>
  );
}
