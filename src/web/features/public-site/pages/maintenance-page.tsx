import { PageHead } from '../../../components/page-head';
import english from '../../../locales/en/content/status.json';
import { definePageContent } from '../../../locales/page-content';
import { StatusMessage } from '../components/status-message';

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
