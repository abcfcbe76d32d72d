import { Redirect } from '@/web/components/redirect';
import { deferredScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = deferredScreens('features/mail/pages', () => import('./screens').then((module) => module.screens));
const mail = paths.dashboard.mail;

/**
 * The signed-in user's mailbox. Every mail address shows the same screen (labels, list and reading pane),
 * which reads the label and the open mail from the address; moving between them keeps it mounted.
 */
export const mailFeature: WebFeature = {
  name: 'mail',
  namespaces: ['mail', 'uploads', 'editor'],
  routes: {
    dashboard: [
      { path: mail.root, element: <Redirect to={mail.label('all')} /> },
      { path: mail.customLabel(':customLabel'), ...screen('mail-page') },
      { path: mail.customLabelMail(':customLabel', ':mailId'), ...screen('mail-page') },
      { path: mail.label(':systemLabel'), ...screen('mail-page') },
      { path: mail.mail(':systemLabel', ':mailId'), ...screen('mail-page') },
    ],
  },
};
