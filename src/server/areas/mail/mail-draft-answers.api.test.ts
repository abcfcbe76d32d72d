import { describe, expect, it } from 'vitest';
import { ErrorMessage } from '@/contract/errors';
import type { Mail } from '@/contract/mail';
import { describeApi } from '@/server/testing/api-server';

const notFound = { message: ErrorMessage.mailNotFound, code: 'mail.not_found' };

describeApi('mail API: drafts that answer a mail (reply or forward, saved and sent later)', {}, (server) => {
  const post = (path: string, token: string, body: unknown) =>
    server.api.post(`/api/mail/${path}`, body, { token });
  const mailsOf = async (token: string, query: Record<string, string> = {}): Promise<Mail[]> =>
    (await server.api.get('/api/mail/mails', { token, query })).body.mails;
  const register = (firstName: string, lastName: string) => server.api.registerUser({ firstName, lastName });

  /** Ana mails Ben (and Cleo); answers Ben's inbox copy. */
  async function mailToBen(files: string[] = []) {
    const [ana, ben, cleo] = [
      await register('Ana', 'Asker'),
      await register('Ben', 'Answerer'),
      await register('Cleo', 'Copied'),
    ];
    const sent = await post('mails/new', ana.token, {
      to: [ben.user.id, cleo.user.id],
      subject: 'Panel on Friday?',
      message: '<p>Can you host the panel?</p>',
      files,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [atBen] = await mailsOf(ben.token, { systemLabel: 'inbox' });
    return { ana, ben, cleo, original: atBen! };
  }

  describe('a reply saved as a draft', () => {
    it('keeps its link to the mail it answers, with the reply subject and recipients, across saves; sending quotes the original', async () => {
      const { ana, ben, cleo, original } = await mailToBen();
      const saved = await post('drafts/save', ben.token, {
        // A reply's subject and recipients are the server's: what is sent for them is not used.
        to: [cleo.user.id],
        subject: 'Something else',
        message: '<p>Happy to.</p>',
        answers: { mailId: original.id, kind: 'reply' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.mail).toMatchObject({
        folder: 'drafts',
        subject: 'Re: Panel on Friday?',
        to: [{ name: 'Ana Asker' }],
        message: '<p>Happy to.</p>',
        answers: { mailId: original.id, kind: 'reply' },
      });
      const draftId = saved.body.mail.id as string;
      const opened = await server.api.get('/api/mail/mail', { token: ben.token, query: { mailId: draftId } });
      expect(opened.body.mail.answers).toEqual({ mailId: original.id, kind: 'reply' });

      const resaved = await post('drafts/save', ben.token, {
        mailId: draftId,
        message: '<p>Happy to host it.</p>',
        answers: { mailId: original.id, kind: 'replyAll' },
      });
      expect(resaved.body.mail).toMatchObject({
        id: draftId,
        to: [{ name: 'Ana Asker' }, { name: 'Cleo Copied' }],
        answers: { mailId: original.id, kind: 'replyAll' },
      });

      const sent = await post('drafts/send', ben.token, { mailId: draftId });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body.mail).toMatchObject({ id: draftId, folder: 'sent', subject: 'Re: Panel on Friday?' });
      expect(sent.body.mail.answers).toBeUndefined();
      expect(await mailsOf(ben.token, { systemLabel: 'drafts' })).toEqual([]);
      for (const reader of [ana, cleo]) {
        const [reply] = await mailsOf(reader.token, { systemLabel: 'inbox', search: 'host it' });
        expect(reply).toMatchObject({ subject: 'Re: Panel on Friday?', isUnread: true, from: { name: 'Ben Answerer' } });
        expect(reply!.message).toContain('<p>Happy to host it.</p>');
        expect(reply!.message).toContain('wrote:</p>');
        expect(reply!.message).toContain('<blockquote><p>Can you host the panel?</p></blockquote>');
      }
    });

    it('goes as it was saved once the original is deleted forever', async () => {
      const { ana, ben, original } = await mailToBen();
      const saved = await post('drafts/save', ben.token, {
        message: '<p>Late answer.</p>',
        answers: { mailId: original.id, kind: 'reply' },
      });
      expect((await post('mails/update-many', ben.token, { mailIds: [original.id], updateMail: { folder: 'trash' } })).status).toBe(200);
      expect((await post('mails/delete', ben.token, { mailIds: [original.id] })).status).toBe(200);

      const sent = await post('drafts/send', ben.token, { mailId: saved.body.mail.id });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const [reply] = await mailsOf(ana.token, { systemLabel: 'inbox' });
      expect(reply).toMatchObject({ subject: 'Re: Panel on Friday?', message: '<p>Late answer.</p>' });
    });

    it('answers an outside sender: the draft keeps their address and sending files it (no SMTP_URL here)', async () => {
      const contact = await server.api.post('/api/contact', {
        name: 'Olive Outside',
        email: 'olive@outside.example',
        subject: 'Booking a keynote',
        message: 'Are you free in May for a keynote at our conference?',
      });
      expect(contact.status, JSON.stringify(contact.body)).toBeLessThan(300);
      const [original] = await mailsOf(server.adminToken, { systemLabel: 'inbox', search: 'olive@outside.example' });
      const saved = await post('drafts/save', server.adminToken, {
        message: '<p>May works.</p>',
        answers: { mailId: original!.id, kind: 'reply' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.mail.to).toEqual([{ name: 'Olive Outside', email: 'olive@outside.example', avatar: '' }]);
      const sent = await post('drafts/send', server.adminToken, { mailId: saved.body.mail.id });
      expect(sent.body).toMatchObject({ delivery: 'filed', mail: { folder: 'sent', to: saved.body.mail.to } });
    });
  });

  describe('a forward saved as a draft', () => {
    it('takes the Fwd: subject, the recipients written and, once sent, the original with its files', async () => {
      const { ben, cleo, original } = await mailToBen(['/images/cover/4.svg']);
      const saved = await post('drafts/save', ben.token, {
        to: [cleo.user.id],
        answers: { mailId: original.id, kind: 'forward' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.mail).toMatchObject({
        subject: 'Fwd: Panel on Friday?',
        to: [{ name: 'Cleo Copied' }],
        message: '',
        files: [],
        answers: { mailId: original.id, kind: 'forward' },
      });
      // Without words of its own it still goes: it carries the original.
      const sent = await post('drafts/send', ben.token, { mailId: saved.body.mail.id });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const [forwarded] = await mailsOf(cleo.token, { systemLabel: 'inbox', search: 'Fwd' });
      expect(forwarded).toMatchObject({ subject: 'Fwd: Panel on Friday?', files: ['/images/cover/4.svg'] });
      expect(forwarded!.message).toContain('---------- Forwarded message ----------');
      expect(forwarded!.message).toContain('<p>Can you host the panel?</p>');
    });
  });

  describe('bad answers', () => {
    it("refuses a mail that is not the user's, an unknown kind and a missing mail id", async () => {
      const { ana, original } = await mailToBen();
      const foreign = await post('drafts/save', ana.token, { answers: { mailId: original.id, kind: 'reply' } });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(notFound);
      for (const [answers, message] of [
        [{ mailId: original.id, kind: 'replyToAll' }, 'answers.kind: Must be one of reply, replyAll, forward'],
        [{ kind: 'reply' }, 'answers.mailId: Mail id is required'],
      ] as const) {
        const response = await post('drafts/save', ana.token, { answers });
        expect(response.status, message).toBe(400);
        expect(response.body.message).toBe(message);
      }
      expect(await mailsOf(ana.token, { systemLabel: 'drafts' })).toEqual([]);
    });
  });
});
