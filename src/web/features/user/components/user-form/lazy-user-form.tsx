import { lazy, Suspense } from 'react';
import type { ManagedUser } from '@/contract/user';
import { UserFormSkeleton } from './user-form-skeleton';

// The form (its fields, the country list, the photo upload) is a chunk of its own, loaded with the page that
// shows it; the route table lists only the page's few files.
const UserForm = lazy(async () => ({ default: (await import('./user-form')).UserForm }));

/** The user form (./user-form), loaded with the page that shows it. */
export function LazyUserForm({ user }: { user?: ManagedUser }) {
  return (
    <Suspense fallback={<UserFormSkeleton />}>
      <UserForm user={user} />
    </Suspense>
  );
}
