import { z } from 'zod';
import { AccountErrors, userRoles } from './account';
import { cardTypes } from './card-number';
import { messagesOf, type ErrorCatalogue } from './errors';
import { ownImageUrlOrNone } from './own-images';

// ---- Messages -------------------------------------------------------------------------------------

export const UserErrors = {
  nameRequired: { code: 'user.name_required', message: 'Name is required' },
  emailRequired: AccountErrors.emailRequired,
  emailInvalid: AccountErrors.emailInvalid,
  phoneNumberRequired: { code: 'user.phone_number_required', message: 'Phone number is required' },
  addressRequired: { code: 'user.address_required', message: 'Address is required' },
  countryRequired: { code: 'user.country_required', message: 'Country is required' },
  stateRequired: { code: 'user.state_required', message: 'State is required' },
  cityRequired: { code: 'user.city_required', message: 'City is required' },
  companyRequired: { code: 'user.company_required', message: 'Company is required' },
  roleRequired: { code: 'user.role_required', message: 'Role is required' },
  tooLong: AccountErrors.tooLong,
  isVerifiedInvalid: { code: 'user.is_verified_invalid', message: 'Verified must be true or false' },
  statusInvalid: { code: 'user.status_invalid', message: 'Status must be active or banned' },
  accessRoleInvalid: { code: 'user.access_role_invalid', message: 'Access role must be admin or user' },
  userIdRequired: { code: 'user.user_id_required', message: 'User id is required' },
  userKeyRequired: { code: 'user.user_key_required', message: 'Either a user id or a username is required' },
  updateUserRequired: { code: 'user.update_user_required', message: 'The fields to update are required' },
  followerIdRequired: { code: 'user.follower_id_required', message: 'Follower id is required' },
  notificationsRequired: {
    code: 'user.notifications_required',
    message: 'Notification settings are required',
  },
  notificationFlagInvalid: { code: 'user.notification_flag_invalid', message: 'Must be true or false' },
  cannotBanSelf: { code: 'user.cannot_ban_self', message: 'You cannot ban your own account' },
  cannotDeleteSelf: { code: 'user.cannot_delete_self', message: 'You cannot delete your own account' },
  cannotDemoteSelf: {
    code: 'user.cannot_demote_self',
    message: 'You cannot remove your own administrator role',
  },
  lastActiveAdmin: {
    code: 'user.last_active_admin',
    message: 'The last active administrator cannot be banned or demoted',
  },
  avatarUrlInvalid: { code: 'user.avatar_url_invalid', message: 'Avatar must be an image uploaded here' },
} as const satisfies ErrorCatalogue;

/** Refusals of user management beyond the shared catalogue (errors.ts). */
export const UserErrorMessage = messagesOf(UserErrors);

// ---- Entities -----------------------------------------------------------------------------

export const profileSchema = z
  .object({
    id: z.string(),
    cover: z.string(),
    /** The job title. */
    position: z.string(),
    /**
     * Followers: those outside the workspace (user_profiles.follower, kept as stored) plus the accounts that
     * follow this one (user_follows), so following or unfollowing moves it by one at once, and a deleted
     * account's follow leaves it with its row. The same holds for `following` and for a user-list item's counts.
     */
    follower: z.number().int(),
    following: z.number().int(),
    quote: z.string(),
    country: z.string(),
    email: z.string(),
    company: z.string(),
    school: z.string(),
    /** The role held at the company ("{role} at {company}" on the profile): the job title, not the access role. */
    role: z.string(),
    facebookLink: z.string(),
    instagramLink: z.string(),
    linkedinLink: z.string(),
    twitterLink: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const userListItemSchema = z
  .object({
    id: z.string(),
    avatarUrl: z.string(),
    cover: z.string(),
    name: z.string(),
    /** As a profile's counts; totalPost adds the account's timeline posts to the posts made elsewhere. */
    follower: z.number().int(),
    following: z.number().int(),
    totalPost: z.number().int(),
    position: z.string(),
    /** The account's social links; '' where it has none, or where it is not public and the caller is neither it nor an admin. */
    facebookLink: z.string(),
    instagramLink: z.string(),
    linkedinLink: z.string(),
    twitterLink: z.string(),
  })
  .meta({ id: 'UserListItem' });
export type UserListItem = z.infer<typeof userListItemSchema>;

export const managedUserStatuses = ['active', 'banned'] as const;
export type ManagedUserStatus = (typeof managedUserStatuses)[number];

export const managedUserSchema = z
  .object({
    id: z.string(),
    /** The account's unique handle: its edit form's address (/dashboard/user/{username}/edit). */
    username: z.string(),
    avatarUrl: z.string(),
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    country: z.string(),
    state: z.string(),
    city: z.string(),
    zipCode: z.string(),
    company: z.string(),
    isVerified: z.boolean(),
    status: z.enum(managedUserStatuses),
    /** A job title, not the access role. */
    role: z.string(),
    /** The access role: admins manage the workspace (DECISIONS §3). */
    accessRole: z.enum(userRoles),
  })
  .meta({ id: 'ManagedUser' });
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const followerSchema = z
  .object({
    id: z.string(),
    avatarUrl: z.string(),
    name: z.string(),
    country: z.string(),
    /** Whether the caller follows this follower back. */
    isFollowed: z.boolean(),
  })
  .meta({ id: 'Follower' });
export type Follower = z.infer<typeof followerSchema>;

export const friendSchema = z
  .object({ id: z.string(), avatarUrl: z.string(), name: z.string(), role: z.string() })
  .meta({ id: 'Friend' });
export type Friend = z.infer<typeof friendSchema>;

export const galleryItemSchema = z
  .object({ id: z.string(), title: z.string(), postAt: z.string(), imageUrl: z.string() })
  .meta({ id: 'GalleryItem' });
export type GalleryItem = z.infer<typeof galleryItemSchema>;

// Card types live beside the card number rules, which screens use without loading zod.
export { cardTypes, type CardType } from './card-number';

export const cardSchema = z
  .object({
    id: z.string(),
    /** Only the last four digits are known: "**** **** **** 5678". */
    cardNumber: z.string(),
    cardType: z.enum(cardTypes),
  })
  .meta({ id: 'Card' });
export type Card = z.infer<typeof cardSchema>;

export const addressBookEntrySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    phone: z.string(),
    country: z.string(),
    state: z.string(),
    city: z.string(),
    street: z.string(),
    zipCode: z.string(),
  })
  .meta({ id: 'AddressBookEntry' });
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

/** An entry of the caller's own address book: the default one is listed first, and checkout picks it. */
export const addressBookItemSchema = addressBookEntrySchema
  .extend({ isDefault: z.boolean() })
  .meta({ id: 'AddressBookItem' });
export type AddressBookItem = z.infer<typeof addressBookItemSchema>;

/** One of the caller's orders as an invoice: `id` is the order's (its invoice screen), `number` its number. */
export const invoiceSchema = z
  .object({ id: z.string(), number: z.number().int(), createdAt: z.string(), price: z.number() })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

export const notificationSettingKeys = [
  'activityComments',
  'activityAnswers',
  'activityFollows',
  'applicationNews',
  'applicationProduct',
  'applicationBlog',
] as const;
export type NotificationSettingKey = (typeof notificationSettingKeys)[number];

const notificationFlag = z.boolean({ error: UserErrors.notificationFlagInvalid.code });

export const notificationSettingsSchema = z
  .object({
    activityComments: notificationFlag,
    activityAnswers: notificationFlag,
    activityFollows: notificationFlag,
    applicationNews: notificationFlag,
    applicationProduct: notificationFlag,
    applicationBlog: notificationFlag,
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** What an account without saved settings gets (the template's defaults). */
export const defaultNotificationSettings: NotificationSettings = {
  activityComments: true,
  activityAnswers: true,
  activityFollows: false,
  applicationNews: true,
  applicationProduct: false,
  applicationBlog: false,
};

const postAuthorSchema = z
  .object({ id: z.string(), avatarUrl: z.string(), name: z.string() })
  .meta({ id: 'TimelinePostAuthor' });

export const timelinePostSchema = z
  .object({
    id: z.string(),
    author: postAuthorSchema,
    /** Whether the caller likes it. */
    isLiked: z.boolean(),
    createdAt: z.string(),
    /** Image URL, or '' for a text-only post. */
    media: z.string(),
    message: z.string(),
    /** Everyone who likes it, first like first. */
    personLikes: z.array(z.object({ name: z.string(), avatarUrl: z.string() })),
    /** Oldest first; a comment of a deleted account keeps its name, with author id ''. */
    comments: z.array(
      z.object({ id: z.string(), author: postAuthorSchema, createdAt: z.string(), message: z.string() }),
    ),
  })
  .meta({ id: 'TimelinePost' });
export type TimelinePost = z.infer<typeof timelinePostSchema>;

// ---- Requests --------------------------------------------------------------------------------------

/** Longest text of a managed user's field (name, job title, company...). */
export const USER_TEXT_MAX_LENGTH = 200;

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(USER_TEXT_MAX_LENGTH, UserErrors.tooLong.code);

const managedUserFields = {
  /** An image of the app's own (uploaded through /api/uploads/images/new); '' for none. */
  avatarUrl: ownImageUrlOrNone(UserErrors.avatarUrlInvalid.code),
  name: requiredText(UserErrors.nameRequired.code),
  email: z
    .string({ error: UserErrors.emailRequired.code })
    .trim()
    .min(1, UserErrors.emailRequired.code)
    .pipe(z.email({ error: UserErrors.emailInvalid.code })),
  phoneNumber: requiredText(UserErrors.phoneNumberRequired.code),
  address: requiredText(UserErrors.addressRequired.code),
  country: requiredText(UserErrors.countryRequired.code),
  state: requiredText(UserErrors.stateRequired.code),
  city: requiredText(UserErrors.cityRequired.code),
  zipCode: z.string().trim().max(USER_TEXT_MAX_LENGTH, UserErrors.tooLong.code).optional(),
  company: requiredText(UserErrors.companyRequired.code),
  role: requiredText(UserErrors.roleRequired.code),
  isVerified: z.boolean({ error: UserErrors.isVerifiedInvalid.code }).optional(),
  status: z.enum(managedUserStatuses, { error: UserErrors.statusInvalid.code }).optional(),
  accessRole: z.enum(userRoles, { error: UserErrors.accessRoleInvalid.code }).optional(),
};

/** POST /api/user/manage-users/new. Omitted: avatarUrl '', zipCode '', isVerified false, status active, accessRole user. */
export const newManagedUserRequestSchema = z.object(managedUserFields).meta({ id: 'NewManagedUserRequest' });
export type NewManagedUserRequest = z.infer<typeof newManagedUserRequestSchema>;

// No defaults here: a field left out of an update keeps its value.
export const managedUserUpdateSchema = z
  .object(managedUserFields, { error: UserErrors.updateUserRequired.code })
  .partial()
  .meta({ id: 'ManagedUserUpdate' });
export type ManagedUserUpdate = z.infer<typeof managedUserUpdateSchema>;

const userId = z.string({ error: UserErrors.userIdRequired.code }).min(1, UserErrors.userIdRequired.code);

const userKey = z
  .string({ error: UserErrors.userKeyRequired.code })
  .trim()
  .min(1, UserErrors.userKeyRequired.code);

/** GET /api/user/manage-users/user?username= (or ?id=): one account, for the edit form. */
export const managedUserQuerySchema = z
  .object({ id: userKey.optional(), username: userKey.optional() })
  .refine((query) => (query.id === undefined) !== (query.username === undefined), {
    message: UserErrors.userKeyRequired.code,
    path: ['username'],
  })
  .meta({ id: 'ManagedUserQuery' });
export type ManagedUserQuery = z.infer<typeof managedUserQuerySchema>;

export const updateManagedUserRequestSchema = z
  .object({
    userId,
    updateUser: managedUserUpdateSchema,
  })
  .meta({ id: 'UpdateManagedUserRequest' });
export type UpdateManagedUserRequest = z.infer<typeof updateManagedUserRequestSchema>;

export const deleteManagedUserRequestSchema = z.object({ userId }).meta({ id: 'DeleteManagedUserRequest' });
export type DeleteManagedUserRequest = z.infer<typeof deleteManagedUserRequestSchema>;

export const toggleFollowerRequestSchema = z
  .object({
    followerId: z
      .string({ error: UserErrors.followerIdRequired.code })
      .min(1, UserErrors.followerIdRequired.code),
  })
  .meta({ id: 'ToggleFollowerRequest' });
export type ToggleFollowerRequest = z.infer<typeof toggleFollowerRequestSchema>;

export const updateNotificationSettingsRequestSchema = z
  .object({
    notifications: z
      .object(notificationSettingsSchema.shape, { error: UserErrors.notificationsRequired.code })
      .partial(),
  })
  .meta({ id: 'UpdateNotificationSettingsRequest' });
export type UpdateNotificationSettingsRequest = z.infer<typeof updateNotificationSettingsRequestSchema>;

// ---- Response envelopes ---------------------------------------------------------------

export const profileResponseSchema = z.object({ profile: profileSchema }).meta({ id: 'ProfileResponse' });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const userListResponseSchema = z
  .object({ users: z.array(userListItemSchema) })
  .meta({ id: 'UserListResponse' });
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const managedUsersResponseSchema = z
  .object({ users: z.array(managedUserSchema) })
  .meta({ id: 'ManagedUsersResponse' });
export type ManagedUsersResponse = z.infer<typeof managedUsersResponseSchema>;

export const managedUserResponseSchema = z
  .object({ user: managedUserSchema })
  .meta({ id: 'ManagedUserResponse' });

/**
 * Where the set-password link of a new account went: `smtp`, mailed to its address (SMTP_URL is set); `inbox`, into
 * its own in-app Mail inbox (no SMTP_URL), which that person cannot read before having a password; `failed`, nowhere
 * (the send failed; a password reset sends a new link).
 */
export const passwordLinkDeliveries = ['smtp', 'inbox', 'failed'] as const;
export type PasswordLinkDelivery = (typeof passwordLinkDeliveries)[number];

export const newManagedUserResponseSchema = z
  .object({ user: managedUserSchema, passwordLink: z.enum(passwordLinkDeliveries) })
  .meta({ id: 'NewManagedUserResponse' });
export type NewManagedUserResponse = z.infer<typeof newManagedUserResponseSchema>;
export type ManagedUserResponse = z.infer<typeof managedUserResponseSchema>;

export const deleteManagedUserResponseSchema = z
  .object({ userId: z.string() })
  .meta({ id: 'DeleteManagedUserResponse' });
export type DeleteManagedUserResponse = z.infer<typeof deleteManagedUserResponseSchema>;

export const followersResponseSchema = z
  .object({ followers: z.array(followerSchema) })
  .meta({ id: 'FollowersResponse' });
export type FollowersResponse = z.infer<typeof followersResponseSchema>;

export const followerResponseSchema = z.object({ follower: followerSchema }).meta({ id: 'FollowerResponse' });
export type FollowerResponse = z.infer<typeof followerResponseSchema>;

export const friendsResponseSchema = z
  .object({ friends: z.array(friendSchema) })
  .meta({ id: 'FriendsResponse' });
export type FriendsResponse = z.infer<typeof friendsResponseSchema>;

export const galleryResponseSchema = z
  .object({ gallery: z.array(galleryItemSchema) })
  .meta({ id: 'GalleryResponse' });
export type GalleryResponse = z.infer<typeof galleryResponseSchema>;

export const cardsResponseSchema = z.object({ cards: z.array(cardSchema) }).meta({ id: 'CardsResponse' });
export type CardsResponse = z.infer<typeof cardsResponseSchema>;

export const addressBookResponseSchema = z
  .object({ addressBook: z.array(addressBookItemSchema) })
  .meta({ id: 'AddressBookResponse' });
export type AddressBookResponse = z.infer<typeof addressBookResponseSchema>;

export const invoicesResponseSchema = z
  .object({ invoices: z.array(invoiceSchema) })
  .meta({ id: 'InvoicesResponse' });
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

export const notificationSettingsResponseSchema = z
  .object({ notifications: notificationSettingsSchema })
  .meta({ id: 'NotificationSettingsResponse' });
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

export const timelinePostsResponseSchema = z
  .object({ posts: z.array(timelinePostSchema) })
  .meta({ id: 'TimelinePostsResponse' });
export type TimelinePostsResponse = z.infer<typeof timelinePostsResponseSchema>;
