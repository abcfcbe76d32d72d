import type { ManagedUser, NewManagedUserRequest } from '@/contract/user';

/** The form holds a whole request: every field, none left to the server's defaults. */
export type UserFormValues = Required<NewManagedUserRequest>;

export const emptyUserForm: UserFormValues = {
  avatarUrl: '',
  name: '',
  email: '',
  phoneNumber: '',
  address: '',
  country: '',
  state: '',
  city: '',
  zipCode: '',
  company: '',
  role: '',
  isVerified: false,
  status: 'active',
  accessRole: 'user',
};

/** The form filled with an account, to edit it. */
export function userFormValuesOf(user: ManagedUser): UserFormValues {
  const { id: _id, ...values } = user;
  return values;
}

/** Whether a field a server answer names (`name`, `updateUser.email`) is one of the form's, and which. */
export function userFormFieldOf(path: string): keyof UserFormValues | undefined {
  const field = path.split('.').at(-1) ?? '';
  return field in emptyUserForm ? (field as keyof UserFormValues) : undefined;
}
