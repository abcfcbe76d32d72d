// No zod here: the web's paths table imports this into every bundle.

/** Every place a notification leads to is a screen of the dashboard. */
export const NOTIFICATION_LINK_PREFIX = '/dashboard/';

/**
 * Whether `link` is an in-app address a notification may lead to: a path under /dashboard/, with no
 * backslash, white space, control character or `..` segment (so it cannot step out of the dashboard or leave
 * the site).
 */
export function isNotificationLink(link: string): boolean {
  if (!link.startsWith(NOTIFICATION_LINK_PREFIX)) return false;
  if (/[\\\s\p{Cc}]/u.test(link)) return false;
  const path = link.split(/[?#]/, 1)[0]!;
  // Browsers read `%2e` as a dot in a path segment too.
  const dots = (segment: string) => segment.replace(/%2e/gi, '.');
  return !path.split('/').some((segment) => dots(segment) === '..' || dots(segment) === '.');
}

/**
 * The addresses notifications lead to, built the way the web's paths table (web/lib/paths.ts) builds them: the
 * server writes them into notifications, the web reuses them, so both agree.
 */
export const notificationLinks = {
  /** The recipient's own copy of a mail, open in their inbox. */
  inboxMail: (mailId: string) => `/dashboard/mail/inbox/${mailId}`,
  /**
   * A chat conversation by its id (or, for the web's routes, the one-to-one conversation with a contact by their
   * username). Not encoded: the web calls it with a `:name` placeholder for the router's pattern.
   */
  conversation: (conversationKey: string) => `/dashboard/chat/${conversationKey}`,
  /** An order's invoice: the invoice screen picks the order from `?id=`. */
  invoice: (orderId: string) => `/dashboard/e-commerce/invoice?id=${encodeURIComponent(orderId)}`,
} as const;
