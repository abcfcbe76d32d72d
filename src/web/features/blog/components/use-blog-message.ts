import { BlogEditingValidation, BlogValidation } from '@/contract/blog-rules';
import { UploadMessage } from '@/contract/upload-rules';
import { messageKeys, useMessage } from '@/web/lib/use-message';

const blogKeys = messageKeys(
  [BlogValidation, 'blog.messages'],
  [BlogEditingValidation, 'blog.messages'],
  [UploadMessage, 'blog.messages'],
);

/** useMessage for the blog: its own contract texts in the reader's language, then the app's. */
export const useBlogMessage = () => useMessage(blogKeys);
