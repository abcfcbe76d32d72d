import { useTranslation } from 'react-i18next';
import { PageHead } from '@/web/components/page-head';
import { StatusMessage } from '@/web/features/public-site/components/status-message';


/** `/maintenance`: the site is being updated. */
export default function MaintenancePage() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <PageHead title={t('status.maintenance.meta.title')} description={t('status.maintenance.meta.description')} path="/maintenance" language={i18n.resolvedLanguage} />
      <StatusMessage heading={t('status.maintenance.heading')} text={t('status.maintenance.text')} homeLabel={t('status.maintenance.home')} image={5} />
    </>
  );
}
