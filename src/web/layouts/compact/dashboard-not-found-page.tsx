import { useTranslation } from 'react-i18next';
import { paths } from '@/web/lib/paths';
import { PageNotFoundIllustration } from './page-not-found-illustration';
import { StatusScreen } from './status-screen';

/** An unknown address under /dashboard: the not-found message inside the dashboard, with the way back to it. */
export default function DashboardNotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      title={t('compact.titles.notFound')}
      heading={t('compact.notFound.heading')}
      text={t('compact.notFound.body')}
      illustration={<PageNotFoundIllustration />}
      back={{ to: paths.dashboard.app, label: t('compact.goDashboard') }}
    />
  );
}
