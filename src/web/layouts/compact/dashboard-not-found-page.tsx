import { useTranslation } from 'react-i18next';
import { paths } from '@/web/lib/paths';
import { NotFoundStatus } from './not-found-page';

/** An unknown address under /dashboard: the not-found message inside the dashboard, with the way back to it. */
export default function DashboardNotFoundPage() {
  const { t } = useTranslation();
  return <NotFoundStatus back={{ to: paths.dashboard.app, label: t('compact.goDashboard') }} />;
}
