import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitizeRichText } from '@/web/lib/sanitize-rich-text';

/** A product's description HTML, sanitized again here whatever the server sent. */
export function ProductDescription({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Box
      data-testid="product-description"
      sx={(theme) => ({
        ...theme.typography.body1,
        overflowWrap: 'anywhere',
        '& h3': { ...theme.typography.h5, mt: 3, mb: 1.5 },
        '& h4': { ...theme.typography.h6, mt: 3, mb: 1.5 },
        '& p': { my: 1.5 },
        '& ul, & ol': { pl: 3, my: 1.5 },
        '& a': { color: 'primary.dark', ...theme.applyStyles('dark', { color: 'primary.light' }) },
        '& img': { display: 'block', maxWidth: 1, height: 'auto', my: 3, mx: 'auto', borderRadius: 2 },
        '& blockquote': { my: 3, mx: 0, py: 1, px: 2, borderInlineStart: `4px solid ${theme.palette.primary.main}` },
        '& hr': { my: 3, border: 0, borderTop: `1px dashed ${theme.palette.divider}` },
      })}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
