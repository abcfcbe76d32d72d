import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BlogEditingValidation, BlogValidation } from '../../../../contract/blog-rules';
import { UploadMessage } from '../../../../contract/upload-rules';
import { useMessage } from '../../../lib/use-message';

const keyByText = new Map<string, string>(
  [...Object.entries(BlogValidation), ...Object.entries(BlogEditingValidation), ...Object.entries(UploadMessage)].map(
    ([key, text]) => [text, `blog.messages.${key}`],
  ),
);

/** useMessage for the blog: its own contract texts in the reader's language, then the app's. */
export function useBlogMessage() {
  const { t } = useTranslation();
  const message = useMessage();
  return useCallback(
    (text: string | undefined) => {
      const key = text ? keyByText.get(text) : undefined;
      return key ? t(key, { defaultValue: text }) : message(text);
    },
    [message, t],
  );
}
