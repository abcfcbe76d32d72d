import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountRecoveryMessage, AccountValidation } from '../../contract/account-messages';
import { ContactMessage, ContactValidation } from '../../contract/contact-rules';
import { ErrorMessage } from '../../contract/errors';

// Contract texts are English; the UI shows them in the reader's language under messages.<key>
// (an area's own messages under <area>.messages.<key>).
const keysOf = (messages: Record<string, string>, prefix: string) =>
  Object.entries(messages).map(([key, text]): [string, string] => [text, `${prefix}.${key}`]);
const keyByText = new Map<string, string>([
  ...keysOf(AccountValidation, 'messages'),
  ...keysOf(ErrorMessage, 'messages'),
  ...keysOf(AccountRecoveryMessage, 'accountRecovery.messages'),
  ...keysOf(ContactValidation, 'contact.validation'),
  ...keysOf(ContactMessage, 'contact.messages'),
]);

/** Translates a validation or API message from the contract; unknown texts are shown as they are. */
export function useMessage() {
  const { t } = useTranslation();
  return useCallback(
    (text: string | undefined) => {
      if (!text) return '';
      const key = keyByText.get(text);
      return key ? t(key, { defaultValue: text }) : text;
    },
    [t],
  );
}
