import { randomUUID } from 'node:crypto';
import { toJson } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import { findMailAdminId } from '@/server/areas/account/recovery-store';
import { escapeHtml } from '@/server/areas/mail/escape-html';
import { deliverMail } from '@/server/areas/mail/mail-store';

export interface IncomingRequest {
  kind: 'contact' | 'booking';
  name: string;
  email: string;
  /** The mail's subject as the admin sees it. */
  subject: string;
  /** The visitor's own words (plain text). */
  message: string;
  /** Further labelled fields shown above the message, e.g. a booking's package and date. */
  details?: [label: string, value: string][];
  /** A booking's package. */
  packageId?: string;
}

function mailBody({ kind, name, email, message, details = [] }: IncomingRequest): string {
  const intro =
    kind === 'booking'
      ? `<p>New booking request from the website, from ${escapeHtml(name)} (${escapeHtml(email)}). Reply to confirm or to ask for details.</p>`
      : `<p>New message from the Say Hello form, from ${escapeHtml(name)} (${escapeHtml(email)}).</p>`;
  const rows = details
    .map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`)
    .join('');
  const paragraphs = message
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return [intro, rows ? `<ul>${rows}</ul>` : '', paragraphs].filter(Boolean).join('\n');
}

/**
 * Stores the request and delivers it to the admin's inbox as an unread mail, in one transaction: either
 * both happen or neither does, so the visitor is only told it arrived when it did.
 */
export async function receiveRequest(
  db: Db,
  request: IncomingRequest,
  adminEmail: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const adminId = await findMailAdminId(trx, adminEmail);
    const mail = adminId
      ? await deliverMail(
          trx,
          {
            userId: adminId,
            from: { name: request.name, email: request.email, avatar: '' },
            subject: request.subject,
            message: mailBody(request),
          },
          now,
        )
      : undefined;
    await trx
      .insertInto('contact_requests')
      .values({
        id: randomUUID(),
        kind: request.kind,
        name: request.name,
        email: request.email,
        subject: request.subject,
        message: request.message,
        details: toJson(Object.fromEntries(request.details ?? [])),
        package_id: request.packageId ?? null,
        mail_id: mail?.id ?? null,
        created_at: now.toISOString(),
      })
      .execute();
  });
}
