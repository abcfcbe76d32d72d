import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoldIcon, BulletListIcon, ItalicIcon } from '@/web/components/rich-text-editor/editor-icons';

const maxLength = 140;

/** A small editor for a comment: three tools, a few lines high, and a count of the characters left. */
export function CompactEditorDemo() {
  const { t } = useTranslation();
  const labelId = useId();
  const [length, setLength] = useState(0);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, blockquote: false })],
    content: '<p>Looks <strong>great</strong>!</p>',
    immediatelyRender: false,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId } },
    onCreate: ({ editor: created }) => setLength(created.getText().length),
    onUpdate: ({ editor: updated }) => setLength(updated.getText().length),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
    }),
  });
  const tools = [
    {
      name: 'bold',
      label: t('editor.bold'),
      Icon: BoldIcon,
      run: () => editor?.chain().focus().toggleBold().run(),
    },
    {
      name: 'italic',
      label: t('editor.italic'),
      Icon: ItalicIcon,
      run: () => editor?.chain().focus().toggleItalic().run(),
    },
    {
      name: 'bulletList',
      label: t('editor.bulletList'),
      Icon: BulletListIcon,
      run: () => editor?.chain().focus().toggleBulletList().run(),
    },
  ] as const;
  const left = maxLength - length;

  return (
    <Box sx={{ maxWidth: 480 }}>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 1, typography: 'subtitle2' }}>
        {t('components-showcase.editor.compact.label')}
      </FormLabel>
      <Box
        sx={(theme) => ({
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
          '& .tiptap': {
            minHeight: 72,
            px: 1.5,
            py: 1,
            outline: 'none',
            ...theme.typography.body2,
            '& p': { m: 0 },
          },
        })}
      >
        <EditorContent editor={editor} />
        <Stack direction="row" sx={{ alignItems: 'center', px: 0.5, pb: 0.5 }}>
          {tools.map(({ name, label, Icon, run }) => (
            <ToggleButton
              key={name}
              value={name}
              size="small"
              aria-label={label}
              selected={state?.[name] ?? false}
              onClick={run}
              sx={{ border: 0 }}
            >
              <Icon sx={{ fontSize: 18 }} />
            </ToggleButton>
          ))}
          <Typography
            variant="caption"
            data-testid="characters-left"
            sx={{ ml: 'auto', px: 1, color: left < 0 ? 'error.main' : 'text.secondary' }}
          >
            {t('components-showcase.editor.compact.left', { count: left })}
          </Typography>
        </Stack>
      </Box>
    </Box>
  );
}
