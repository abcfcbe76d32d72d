import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { alpha } from '@mui/material/styles';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const article =
  '<h3>Care guide</h3><p>Wash linen at <strong>30 °C</strong> and dry it flat.</p><blockquote><p>Iron it while still damp.</p></blockquote>';

/** The same editor showing a text that cannot be changed; the switch makes it editable and back. */
export function ReadOnlyDemo() {
  const { t } = useTranslation();
  const [editable, setEditable] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3] } })],
    content: article,
    editable: false,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('components-showcase.editor.readOnly.label'),
      },
    },
  });
  useEffect(() => {
    editor?.setEditable(editable);
    editor?.view.dom.setAttribute('aria-readonly', String(!editable));
  }, [editor, editable]);

  return (
    <>
      <FormControlLabel
        control={<Switch checked={editable} onChange={(event) => setEditable(event.target.checked)} />}
        label={t('components-showcase.editor.readOnly.editable')}
      />
      <Box
        data-testid="read-only-editor"
        sx={(theme) => ({
          mt: 2,
          borderRadius: 1,
          border: 1,
          borderColor: editable ? 'primary.main' : 'transparent',
          bgcolor: editable ? 'transparent' : alpha(theme.palette.grey[500], 0.12),
          '& .tiptap': {
            p: 2,
            outline: 'none',
            ...theme.typography.body1,
            '& h3': { ...theme.typography.h5, mt: 0 },
            '& blockquote': {
              borderInlineStart: `4px solid ${theme.palette.primary.main}`,
              m: 0,
              pl: 2,
              fontStyle: 'italic',
            },
          },
        })}
      >
        <EditorContent editor={editor} />
      </Box>
    </>
  );
}
