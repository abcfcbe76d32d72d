import type { Mail } from '@/contract/mail';

/** A mail for tests, with what a test cares about changed. */
export function testMail(changes: Partial<Mail> = {}): Mail {
  return {
    id: 'm1',
    labelIds: [],
    folder: 'inbox',
    isImportant: false,
    isStarred: false,
    isUnread: true,
    subject: 'Booking inquiry',
    message: '<p>Dear Ana,</p><p>We would love you to host.</p>',
    createdAt: '2026-11-20T10:00:00.000Z',
    files: [],
    from: { name: 'Lena Hoffmann', email: 'lena@brightstage.example', avatar: '' },
    to: [{ name: 'Ana Ruiz', email: 'ana@studio.example', avatar: '' }],
    ...changes,
  };
}
