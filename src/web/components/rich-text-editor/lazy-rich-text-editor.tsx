import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

// Tiptap and ProseMirror load only with a form that shows the editor, in a chunk of their own.
const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

/** The rich-text editor (./rich-text-editor), loaded on first use; its height is kept while it loads. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Stack sx={{ minHeight: 340 }} aria-busy />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
