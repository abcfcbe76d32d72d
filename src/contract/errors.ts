// What the web's app shell needs lives in a module of its own: the shell then carries none of the texts here.
import { AccountBanned, ClientErrors } from './client-errors';

export { AccountBanned, ClientErrors };

/**
 * An error a client can receive: a stable `code` to tell it apart (and translate it) and the English
 * `message`, word for word as the API has always sent it.
 */
export interface ApiErrorEntry {
  readonly code: string;
  readonly message: string;
}

export type ErrorCatalogue = Readonly<Record<string, ApiErrorEntry>>;

/** The English texts of a catalogue, by name. */
export function messagesOf<T extends ErrorCatalogue>(
  entries: T,
): { readonly [K in keyof T]: T[K]['message'] } {
  return Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, entry.message])) as {
    readonly [K in keyof T]: T[K]['message'];
  };
}

/** The errors every area shares: accounts and tokens, missing things, refused requests, the server. */
export const ApiErrors = {
  noUserForEmail: {
    code: 'auth.no_user_for_email',
    message: 'There is no user corresponding to the email address.',
  },
  wrongPassword: { code: 'auth.wrong_password', message: 'Wrong password' },
  emailTaken: {
    code: 'auth.email_taken',
    message: 'There already exists an account with the given email address.',
  },
  tokenMissing: { code: 'auth.token_missing', message: 'Authorization token missing' },
  tokenInvalid: { code: 'auth.token_invalid', message: 'Invalid authorization token' },
  permissionDenied: { code: 'auth.permission_denied', message: 'Permission denied' },
  accountBanned: AccountBanned,
  invalidConversationId: { code: 'chat.invalid_conversation_id', message: 'Invalid conversation id' },
  contactNotFoundForConversation: { code: 'chat.contact_unavailable', message: 'Unable to find the contact' },
  contactNotFound: { code: 'chat.contact_not_found', message: 'Contact not found' },
  mailNotFound: { code: 'mail.not_found', message: 'Mail not found' },
  postNotFound: { code: 'blog.post_not_found', message: 'Post not found' },
  productNotFound: { code: 'products.not_found', message: 'product not found' },
  eventNotFound: { code: 'calendar.event_not_found', message: 'Event not found' },
  columnNotFound: { code: 'kanban.column_not_found', message: 'Column not found' },
  userNotFound: { code: 'user.not_found', message: 'User not found' },
  internal: { code: 'server.internal', message: 'Internal server error' },
  signInBusy: { code: 'server.sign_in_busy', message: 'Too many sign-ins at once; try again in a moment' },
  notFound: { code: 'request.not_found', message: 'Not found' },
  malformedJson: { code: 'request.malformed_json', message: 'Malformed JSON in request body' },
  bodyTooLarge: { code: 'request.body_too_large', message: 'Request body too large' },
  unstorableText: {
    code: 'request.unstorable_text',
    message: 'Text must not contain NUL characters or unpaired surrogates',
  },
  /** A refusal the server names no code for (say, from a proxy before it): the HTTP status says what. */
  badRequest: { code: 'request.invalid', message: 'Bad request' },
  /** A body in a media type the call does not take (say, text where JSON belongs). */
  unsupportedMediaType: { code: 'request.unsupported_media_type', message: 'Unsupported Media Type' },
  /** A field that failed a rule zod states itself (no catalogue entry): the text is zod's own. */
  invalidField: { code: 'validation.invalid', message: 'Invalid input' },
} as const satisfies ErrorCatalogue;

/** Every error message a client can receive, word for word, by name. */
export const ErrorMessage = /* @__PURE__ */ errorMessages();

// A call marked pure, so that a bundle using none of the messages (the web's app shell) leaves the table out.
function errorMessages() {
  return { ...messagesOf(ApiErrors), somethingWentWrong: ClientErrors.networkFailed.message };
}

/** One field that failed its rule: where, why in English, and the code to translate. */
export interface FieldError {
  path: string;
  message: string;
  code: string;
}

/** The one error envelope of the API. */
export interface ErrorBody {
  message: string;
  code: string;
  /** Present on validation failures: every offending field with its message and code. */
  errors?: FieldError[];
}

/** The envelope of an error of the catalogue. */
export const errorBody = ({ code, message }: ApiErrorEntry): ErrorBody => ({ message, code });
