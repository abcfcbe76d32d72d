import { useTranslation } from 'react-i18next';
import { PageNotice } from '@/web/components/page-notice';
import { paths } from '@/web/lib/paths';

/** What a member sees instead of the user form: only admins create and change accounts. */
export function UserFormDenied() {
  const { t } = useTranslation();
  return (
    <PageNotice
      title={t('user-form.denied.title')}
      hint={t('user-form.denied.hint')}
      link={{ to: paths.dashboard.user.profile, text: t('user-form.denied.back') }}
    />
  );
}
