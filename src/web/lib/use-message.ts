import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountValidation } from '../../contract/account';
import { ErrorMessage } from '../../contract/errors';

// Contract texts are English; the UI shows them in the reader's language under messages.<key>.
const keyByText = new Map<string, string>(
  [...Object.entries(AccountValidation), ...Object.entries(ErrorMessage)].map(([key, text]) => [text, key]),
);

/** Translates a validation or API message from the contract; unknown texts are shown as they are. */
export function useMessage() {
  const { t } = useTranslation();
  return useCallback(
    (text: string | undefined) => {
      if (!text) return '';
      const key = keyByText.get(text);
      return key ? t(`messages.${key}`, { defaultValue: text }) : text;
    },
    [t],
  );
}
