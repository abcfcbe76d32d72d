import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/web/components/page';
import { PageNotice } from '@/web/components/page-notice';
import { isUserNotFound, useManagedUser } from '@/web/features/user/api/get-managed-user';
import { LazyUserForm } from '@/web/features/user/components/user-form/lazy-user-form';
import { UserFormDenied } from '@/web/features/user/components/user-form/user-form-denied';
import { UserScreenHeading } from '@/web/features/user/components/user-screen-heading';
import { UserFormSkeleton } from '@/web/features/user/components/user-form/user-form-skeleton';
import { useMayManageUsers } from '@/web/features/user/components/use-may-manage-users';
import { useErrorText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';

/** The account by its username in the user form. */
function EditUser({ username }: { username: string }) {
  const { t } = useTranslation();
  const message = useErrorText();
  const { data: user, isPending, error } = useManagedUser(username);

  if (error) {
    const notFound = isUserNotFound(error);
    return (
      <PageNotice
        title={notFound ? t('user-form.notFound.title') : t('user-form.notFound.loadFailed')}
        hint={notFound ? t('user-form.notFound.hint') : message(error)}
        link={{ to: paths.dashboard.user.list, text: t('user-form.notFound.back') }}
      />
    );
  }
  return (
    <>
      <UserScreenHeading
        heading={t('user-form.headings.edit')}
        current={user?.name ?? t('user-form.crumbs.edit')}
      />
      {/* Keyed by the account, so the form starts again from the account it edits. */}
      {isPending ? <UserFormSkeleton /> : <LazyUserForm key={user.id} user={user} />}
    </>
  );
}

/** /dashboard/user/{username}/edit: an admin changes an account, its ban and its admin rights included. */
export default function EditUserPage() {
  const { t } = useTranslation();
  const mayManage = useMayManageUsers();
  const username = useParams().name ?? '';
  return (
    <Page title={t('user-form.titles.edit')}>{mayManage ? <EditUser username={username} /> : <UserFormDenied />}</Page>
  );
}
