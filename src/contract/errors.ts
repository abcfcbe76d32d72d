/** Every error message a client can receive, word for word (SPEC §8, DECISIONS §1-§3). */
export const ErrorMessage = {
  noUserForEmail: 'There is no user corresponding to the email address.',
  wrongPassword: 'Wrong password',
  emailTaken: 'There already exists an account with the given email address.',
  tokenMissing: 'Authorization token missing',
  tokenInvalid: 'Invalid authorization token',
  permissionDenied: 'Permission denied',
  accountBanned: 'Account is banned',
  invalidConversationId: 'Invalid conversation id',
  contactNotFoundForConversation: 'Unable to find the contact',
  contactNotFound: 'Contact not found',
  mailNotFound: 'Mail not found',
  postNotFound: 'Post not found',
  productNotFound: 'product not found',
  eventNotFound: 'Event not found',
  columnNotFound: 'Column not found',
  userNotFound: 'User not found',
  internal: 'Internal server error',
  notFound: 'Not found',
  malformedJson: 'Malformed JSON in request body',
  bodyTooLarge: 'Request body too large',
  unstorableText: 'Text must not contain NUL characters',
  /** What the web HTTP client rejects with when a response has no body. */
  somethingWentWrong: 'Something went wrong',
} as const;

export type ErrorMessageText = (typeof ErrorMessage)[keyof typeof ErrorMessage];

/** The one error envelope of the API. */
export interface ErrorBody {
  message: string;
  /** Present on validation failures: every offending field with its message. */
  errors?: { path: string; message: string }[];
}
