import { useTranslation } from 'react-i18next';
import type { MailBox } from './mail-box';

/** A label's name in the reader's language ("Inbox", "Posteingang"), for system and custom labels alike. */
export function useMailBoxName() {
  const { t } = useTranslation();
  return (box: Pick<MailBox, 'name'>) => t(`mail.labels.${box.name}`);
}
