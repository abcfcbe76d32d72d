/**
 * nodemailer in the demo: never called, because the demo has no SMTP_URL and account mails go to the in-app inbox.
 * It stands in so that the mail delivery's optional SMTP transport does not bring a Node-only package along.
 */
export function createTransport(): never {
  throw new Error('The demo sends no mail through SMTP: account mails go to the in-app inbox.');
}
