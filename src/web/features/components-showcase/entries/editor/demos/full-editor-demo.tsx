import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor } from '@/web/components/rich-text-editor/lazy-rich-text-editor';
import { sanitizeRichText } from '@/web/lib/sanitize-rich-text';

const startingText =
  '<h3>Spring collection</h3><p>Our <strong>new</strong> range arrives on <em>Monday</em>.</p><ul><li>Linen shirts</li><li>Canvas bags</li></ul>';

/**
 * The blog's editor with its whole toolbar; beside it, the HTML it produces, cleaned by DOMPurify as the app
 * cleans any rich text before showing it, and shown as a reader would see it.
 */
export function FullEditorDemo() {
  const { t } = useTranslation();
  const [html, setHtml] = useState(startingText);
  const safeHtml = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <LazyRichTextEditor
        label={t('components-showcase.editor.full.label')}
        placeholder={t('components-showcase.editor.full.placeholder')}
        value={html}
        onChange={setHtml}
        onBlur={() => undefined}
        testId="full-editor"
      />
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3">
          {t('components-showcase.editor.full.preview')}
        </Typography>
        <Box
          data-testid="editor-preview"
          sx={{
            p: 2,
            borderRadius: 1,
            bgcolor: (theme) => alpha(theme.palette.grey[500], 0.12),
            '& h3': { typography: 'h5', mt: 0 },
            '& h4': { typography: 'h6' },
          }}
          dangerouslySetInnerHTML={{ __html: safeHtml }}
        />
        <Typography variant="subtitle2" component="h3">
          {t('components-showcase.editor.full.html')}
        </Typography>
        <Box
          component="pre"
          data-testid="editor-html"
          dir="ltr"
          sx={{
            m: 0,
            p: 2,
            borderRadius: 1,
            bgcolor: 'grey.900',
            color: 'grey.100',
            fontSize: 13,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            maxHeight: 240,
            overflow: 'auto',
          }}
        >
          {safeHtml || t('components-showcase.editor.full.empty')}
        </Box>
      </Stack>
    </Box>
  );
}
