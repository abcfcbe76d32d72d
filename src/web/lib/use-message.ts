import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountRecoveryMessage, AccountValidation } from '@/contract/account-messages';
import { ErrorMessage } from '@/contract/errors';

export type MessageKeys = ReadonlyMap<string, string>;

// Contract texts are English; the UI shows them in the reader's language under messages.<key>
// (an area's own messages under <area>.messages.<key>).
/** Which translation key shows each text of a contract table: `${prefix}.${name}`. */
export const messageKeys = (...tables: [messages: Record<string, string>, prefix: string][]): MessageKeys =>
  new Map(
    tables.flatMap(([messages, prefix]) =>
      Object.entries(messages).map(([name, text]): [string, string] => [text, `${prefix}.${name}`]),
    ),
  );

const appKeys = messageKeys(
  [AccountValidation, 'messages'],
  [ErrorMessage, 'messages'],
  [AccountRecoveryMessage, 'accountRecovery.messages'],
);

/**
 * Translates a validation or API message from the contract; unknown texts are shown as they are. An area
 * with texts of its own (blog, contact) passes their keys, so only its screens carry them.
 */
export function useMessage(areaKeys?: MessageKeys) {
  const { t } = useTranslation();
  return useCallback(
    (text: string | undefined) => {
      if (!text) return '';
      const key = areaKeys?.get(text) ?? appKeys.get(text);
      return key ? t(key, { defaultValue: text }) : text;
    },
    [t, areaKeys],
  );
}
