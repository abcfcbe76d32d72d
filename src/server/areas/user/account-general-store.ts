import type { z } from 'zod';
import type { AccountUser } from '@/contract/account';
import { AccountSettingsErrors, type updateAccountGeneralRequestSchema } from '@/contract/account-settings';
import { toAccountUser } from '@/server/areas/account/account-store';
import { isUploadOf } from '@/server/areas/uploads/upload-records';
import { toFlag } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import { fieldError } from '@/server/http/api-error';
import type { UserRow } from '@/server/http/app-env';

type AccountGeneralChanges = z.output<typeof updateAccountGeneralRequestSchema>;

/**
 * Saves the General tab of the user's own account and answers the account as it is now. A new photo must be an
 * upload of the user's own (or none); keeping the photo they have is always allowed, whatever it is.
 */
export async function updateAccountGeneral(
  db: Db,
  user: UserRow,
  changes: AccountGeneralChanges,
): Promise<AccountUser> {
  const { photoURL } = changes;
  if (
    photoURL !== undefined &&
    photoURL !== '' &&
    photoURL !== user.photo_url &&
    !(await isUploadOf(db, photoURL, user.id))
  )
    throw fieldError('photoURL', AccountSettingsErrors.photoInvalid);
  const row = await db
    .updateTable('users')
    .set({
      display_name: changes.displayName,
      photo_url: photoURL,
      phone_number: changes.phoneNumber,
      address: changes.address,
      country: changes.country,
      state: changes.state,
      city: changes.city,
      zip_code: changes.zipCode,
      about: changes.about,
      is_public: changes.isPublic === undefined ? undefined : toFlag(changes.isPublic),
    })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAccountUser(row);
}
