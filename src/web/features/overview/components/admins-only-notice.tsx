import { useTranslation } from 'react-i18next';
import { PageNotice } from '@/web/components/page-notice';
import { paths } from '@/web/lib/paths';

/** What a member finds on an admins' dashboard: that it is not theirs, and the way to their own. */
export function AdminsOnlyNotice() {
  const { t } = useTranslation();
  return (
    <PageNotice
      titleComponent="h2"
      title={t('overview.adminsOnly.title')}
      hint={t('overview.adminsOnly.hint')}
      link={{ to: paths.dashboard.app, text: t('overview.adminsOnly.back') }}
    />
  );
}
