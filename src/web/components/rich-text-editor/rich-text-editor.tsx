import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isPostLinkUrl } from '@/contract/blog-html';
import { IMAGE_ACCEPT, imageFileProblem, useUploadImage } from '@/web/lib/upload-image';
import { useErrorText } from '@/web/lib/error-text';
import { EditorToolbar } from './editor-toolbar';
import { LinkDialog } from './link-dialog';

/** What a form may do with the editor: focus it (react-hook-form does so on a validation error). */
export interface RichTextEditorHandle {
  focus(): void;
}

export interface RichTextEditorProps {
  label: string;
  /** HTML; '' when the editor is empty. */
  value: string;
  onChange(html: string): void;
  onBlur(): void;
  /** Shown while the editor is empty. */
  placeholder?: string;
  /** Marks the label as required (the form checks it). */
  required?: boolean;
  /** Why the value is refused: an error code or a failed call, as useErrorText reads it. */
  error?: unknown;
  /** The editable area's data-testid. */
  testId?: string;
  ref?: Ref<RichTextEditorHandle>;
}

/**
 * Rich text (Tiptap) with headings, formatting, lists, quotes, code, links and uploaded pictures: only what the
 * server keeps (contract/blog-html.ts), which sanitizes it again. Load it through LazyRichTextEditor.
 */
export function RichTextEditor({ label, value, onChange, onBlur, placeholder, required, error, testId, ref }: RichTextEditorProps) {
  const { t } = useTranslation();
  const message = useErrorText();
  const labelId = useId();
  const helperId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageError, setImageError] = useState<unknown>();
  const invalid = Boolean(error);
  const shownError = error || imageError;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        underline: false,
        link: { openOnClick: false, defaultProtocol: 'https', isAllowedUri: (url) => isPostLinkUrl(url) },
      }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(testId ? { 'data-testid': testId } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(shownError ? { 'aria-describedby': helperId } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur,
  });
  const isEmpty = useEditorState({ editor, selector: ({ editor: current }) => current?.isEmpty ?? value === '' });
  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  const insertImage = async (file: File) => {
    const problem = imageFileProblem(file);
    setImageError(problem);
    if (problem || !editor) return;
    try {
      const { image } = await upload.mutateAsync(file);
      editor.chain().focus().setImage({ src: image.url, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch (failure) {
      setImageError(failure);
    }
  };

  return (
    <div>
      <FormLabel id={labelId} required={required} error={invalid} sx={{ display: 'block', mb: 1, typography: 'subtitle2' }}>
        {label}
      </FormLabel>
      <Box
        sx={(theme) => ({
          border: 1,
          borderColor: invalid ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: invalid ? 'error.main' : 'primary.main', boxShadow: `0 0 0 1px ${invalid ? theme.palette.error.main : theme.palette.primary.main}` },
          '& .tiptap': {
            minHeight: 280,
            p: 2,
            outline: 'none',
            ...theme.typography.body1,
            '& h3': theme.typography.h5,
            '& h4': theme.typography.h6,
            '& blockquote': { borderInlineStart: `4px solid ${theme.palette.primary.main}`, m: 0, pl: 2, fontStyle: 'italic' },
            '& pre': { p: 2, borderRadius: 1, bgcolor: 'grey.900', color: 'grey.100', direction: 'ltr' },
            '& code': { fontFamily: 'monospace' },
            '& img': { maxWidth: 1, height: 'auto', borderRadius: 1 },
            '& img.ProseMirror-selectednode': { outline: `2px solid ${theme.palette.primary.main}` },
            '& a': { color: 'primary.dark' },
          },
        })}
      >
        {editor && (
          <EditorToolbar editor={editor} onLink={() => setLinkOpen(true)} onImage={() => fileInput.current?.click()} imageUploading={upload.isPending} />
        )}
        <Box sx={{ position: 'relative' }}>
          {placeholder && isEmpty && (
            // The textbox carries it as aria-placeholder; this is what the eye sees where the text will go.
            <Box aria-hidden sx={{ position: 'absolute', top: 0, insetInlineStart: 0, p: 2, typography: 'body1', color: 'text.secondary', pointerEvents: 'none' }}>
              {placeholder}
            </Box>
          )}
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {Boolean(shownError) && (
        <FormHelperText id={helperId} error sx={{ mx: 1.75 }}>
          {message(shownError)}
        </FormHelperText>
      )}
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={IMAGE_ACCEPT}
        aria-label={t('editor.image')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void insertImage(file);
        }}
      />
      {editor && (
        <LinkDialog
          open={linkOpen}
          initialUrl={editor.getAttributes('link').href ?? ''}
          onClose={() => setLinkOpen(false)}
          onSave={(url) => {
            setLinkOpen(false);
            const chain = editor.chain().focus().extendMarkRange('link');
            (url ? chain.setLink({ href: url }) : chain.unsetLink()).run();
          }}
        />
      )}
    </div>
  );
}
