import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMail } from '@/web/features/mail/components/mail-test-data';
import { draftOfMail, forwardDraft, newDraft, replyDraft } from '@/web/features/mail/components/reply-draft';
import { saveDraft, sendMail } from './send-mail';

const sent = { mail: testMail({ id: 'sent', folder: 'sent' }), delivery: 'workspace' };

/** Records each call (path and body) and answers what the server would. */
function stubServer() {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body: unknown = JSON.parse(String(init?.body));
      calls.push({ path, body });
      const answer = path === '/api/mail/drafts/save' ? { mail: testMail({ id: 'draft-1', folder: 'drafts' }) } : path === '/api/mail/drafts/delete' ? { mailId: 'draft-1' } : sent;
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const member = { accountId: 'acc-1', name: 'Morgan Member', email: 'morgan@example.com', avatar: '' };
const typed = { name: '', email: 'guest@example.com', avatar: '' };

describe('sendMail', () => {
  it('a new mail goes to /new, accounts by id and anyone else by address', async () => {
    const calls = stubServer();
    await sendMail({ ...newDraft([member, typed]), subject: 'Hello', message: '<p>Hi</p>' });
    expect(calls).toEqual([{ path: '/api/mail/mails/new', body: { to: ['acc-1', 'guest@example.com'], subject: 'Hello', message: '<p>Hi</p>', files: [] } }]);
  });

  it('a reply sends only what the user wrote; the server makes subject, recipients and quote', async () => {
    const calls = stubServer();
    const original = testMail({ id: 'orig' });
    await sendMail({ ...replyDraft(original), message: '<p>Yes</p>', files: ['/uploads/a.png'] });
    expect(calls).toEqual([{ path: '/api/mail/mails/reply', body: { mailId: 'orig', message: '<p>Yes</p>', files: ['/uploads/a.png'], replyAll: false } }]);
  });

  it('a forward goes to /forward with its recipients', async () => {
    const calls = stubServer();
    await sendMail({ ...forwardDraft(testMail({ id: 'orig' })), to: [member], message: '<p>FYI</p>' });
    expect(calls).toEqual([{ path: '/api/mail/mails/forward', body: { mailId: 'orig', to: ['acc-1'], message: '<p>FYI</p>', files: [] } }]);
  });

  it('a forward saved as a draft is saved with the mail it passes on, then sent as that draft', async () => {
    const calls = stubServer();
    await sendMail({ ...forwardDraft(testMail({ id: 'orig' })), to: [member], message: '<p>FYI</p>', draftId: 'draft-1' });
    expect(calls).toEqual([
      { path: '/api/mail/drafts/save', body: { mailId: 'draft-1', to: ['acc-1'], subject: 'Fwd: Booking inquiry', message: '<p>FYI</p>', files: [], answers: { mailId: 'orig', kind: 'forward' } } },
      { path: '/api/mail/drafts/send', body: { mailId: 'draft-1' } },
    ]);
  });

  it('a draft is saved as it is now, then sent', async () => {
    const calls = stubServer();
    const draft = draftOfMail(testMail({ id: 'draft-1', folder: 'drafts', subject: 'Invoice' }));
    await sendMail({ ...draft, message: '<p>Attached</p>' });
    expect(calls.map((call) => call.path)).toEqual(['/api/mail/drafts/save', '/api/mail/drafts/send']);
    expect(calls[0]!.body).toMatchObject({ mailId: 'draft-1', subject: 'Invoice', message: '<p>Attached</p>', to: ['ana@studio.example'] });
    expect(calls[1]!.body).toEqual({ mailId: 'draft-1' });
  });
});

describe('saveDraft', () => {
  it('saves a new draft without an id, and replaces the one named', async () => {
    const calls = stubServer();
    const { mail } = await saveDraft({ ...newDraft([member]), subject: 'Later' });
    await saveDraft({ ...newDraft([member]), subject: 'Later, again', draftId: mail.id });
    expect(calls).toEqual([
      { path: '/api/mail/drafts/save', body: { to: ['acc-1'], subject: 'Later', message: '', files: [] } },
      { path: '/api/mail/drafts/save', body: { mailId: 'draft-1', to: ['acc-1'], subject: 'Later, again', message: '', files: [] } },
    ]);
  });
});
