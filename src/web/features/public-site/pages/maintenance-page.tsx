import { PageHead } from '@/web/components/page-head';
import english from '@/web/locales/en/content/status.json';
import { definePageContent } from '@/web/locales/page-content';
import { StatusMessage } from '@/web/features/public-site/components/status-message';

const useContent = definePageContent('status', english);

/** `/maintenance`: the site is being updated. */
export default function MaintenancePage() {
  const { t, i18n } = useContent();
  return (
    <>
      <PageHead title={t('status.maintenance.meta.title')} description={t('status.maintenance.meta.description')} path="/maintenance" language={i18n.resolvedLanguage} />
      <StatusMessage heading={t('status.maintenance.heading')} text={t('status.maintenance.text')} homeLabel={t('status.maintenance.home')} image={5} />
    </>
  );
}
