import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitizeRichText } from '@/web/lib/sanitize-rich-text';

/** A post's HTML, sanitized again here whatever the server sent, in the app's typography. */
export function PostBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Box
      data-testid="post-body"
      sx={(theme) => ({
        ...theme.typography.body1,
        overflowWrap: 'anywhere',
        '& h3': { ...theme.typography.h5, mt: 5, mb: 2 },
        '& h4': { ...theme.typography.h6, mt: 4, mb: 2 },
        '& p': { my: 2 },
        '& ul, & ol': { pl: 3, my: 2 },
        '& li': { my: 0.5 },
        '& a': { color: 'primary.dark', ...theme.applyStyles('dark', { color: 'primary.light' }) },
        '& blockquote': {
          my: 4,
          mx: 0,
          py: 2,
          px: 3,
          borderInlineStart: `4px solid ${theme.palette.primary.main}`,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontStyle: 'italic',
        },
        '& code': { fontFamily: 'monospace', fontSize: '0.875em', px: 0.5, borderRadius: 0.5, bgcolor: 'action.selected' },
        '& pre': { p: 2, borderRadius: 1, overflowX: 'auto', bgcolor: 'grey.900', color: 'grey.100', direction: 'ltr' },
        '& pre code': { p: 0, bgcolor: 'transparent', color: 'inherit' },
        '& img': { display: 'block', maxWidth: 1, height: 'auto', my: 3, mx: 'auto', borderRadius: 2 },
        '& hr': { my: 4, border: 0, borderTop: `1px dashed ${theme.palette.divider}` },
      })}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
