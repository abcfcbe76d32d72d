import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorOf } from './http-client';

/**
 * The reader's text for a failure: a rejected call (ApiRequestError) or a form rule's code from a contract
 * schema. A code `<area>.<name>` is read from the area's own texts, `<area>.errors.<name>`
 * (locales/<language>/<area>.json, loaded with the area's screens), else from the texts every screen has,
 * `errors.<code>` (locales/<language>/errors.json). A code without a translation shows the API's English
 * message; anything else that is not a code shows as it is.
 */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (failure: unknown, values?: Record<string, unknown>): string => {
      if (failure === undefined || failure === null || failure === '') return '';
      const { code, message } = typeof failure === 'string' ? { code: failure, message: failure } : errorOf(failure);
      const [area, ...name] = code.split('.');
      const shared = t(`errors.${code}`, { ...values, defaultValue: message });
      return name.length > 0 ? t(`${area}.errors.${name.join('.')}`, { ...values, defaultValue: shared }) : shared;
    },
    [t],
  );
}
