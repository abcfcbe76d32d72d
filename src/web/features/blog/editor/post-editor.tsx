import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPostLinkUrl } from '@/contract/blog-html';
import { IMAGE_ACCEPT, imageFileProblem, useUploadImage } from '@/web/lib/upload-image';
import { useErrorText } from '@/web/lib/error-text';
import { EditorToolbar } from './editor-toolbar';
import { LinkDialog } from './link-dialog';

interface PostEditorProps {
  label: string;
  /** HTML; '' when the editor is empty. */
  value: string;
  onChange(html: string): void;
  onBlur(): void;
  error?: string;
}

/** Rich text for a post body (Tiptap): only what the server keeps (contract/blog-html.ts). */
export function PostEditor({ label, value, onChange, onBlur, error }: PostEditorProps) {
  const { t } = useTranslation();
  const message = useErrorText();
  const labelId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageError, setImageError] = useState<unknown>();

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
        'data-testid': 'post-editor',
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur,
  });

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

  const shownError = error ?? imageError;
  return (
    <div>
      <FormLabel id={labelId} error={Boolean(error)} sx={{ display: 'block', mb: 1, typography: 'subtitle2' }}>
        {label}
      </FormLabel>
      <Box
        sx={(theme) => ({
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}` },
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
        <EditorContent editor={editor} />
      </Box>
      {Boolean(shownError) && (
        <FormHelperText error sx={{ mx: 1.75 }}>
          {message(shownError)}
        </FormHelperText>
      )}
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={IMAGE_ACCEPT}
        aria-label={t('blog.editor.image')}
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
