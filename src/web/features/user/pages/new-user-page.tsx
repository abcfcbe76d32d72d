import { useTranslation } from 'react-i18next';
import { Page } from '@/web/components/page';
import { LazyUserForm } from '@/web/features/user/components/user-form/lazy-user-form';
import { UserFormDenied } from '@/web/features/user/components/user-form/user-form-denied';
import { UserScreenHeading } from '@/web/features/user/components/user-screen-heading';
import { useMayManageUsers } from '@/web/features/user/components/use-may-manage-users';

/** /dashboard/user/new: an admin creates an account, which gets a link to set its password. */
export default function NewUserPage() {
  const { t } = useTranslation();
  const mayManage = useMayManageUsers();
  return (
    <Page title={t('user-form.titles.new')}>
      {mayManage ? (
        <>
          <UserScreenHeading heading={t('user-form.headings.new')} current={t('user-form.crumbs.new')} />
          <LazyUserForm />
        </>
      ) : (
        <UserFormDenied />
      )}
    </Page>
  );
}
