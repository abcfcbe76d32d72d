import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@/contract/mail';
import { formatDateTime } from '@/web/lib/format';
import { sanitizeRichText } from '@/web/lib/sanitize-rich-text';

/**
 * Under the editor of a reply or forward: the mail answered, read-only, and that the server adds it below the
 * message when sending (so it is not typed into the editor).
 */
export function QuotedOriginal({ mail, forward }: { mail: Mail; forward: boolean }) {
  const { t, i18n } = useTranslation();
  const body = useMemo(() => sanitizeRichText(mail.message), [mail.message]);
  const wrote = t('mail.quote.wrote', { date: formatDateTime(mail.createdAt, i18n.language), name: mail.from.name || mail.from.email });
  return (
    <Box component="section" aria-label={t('mail.compose.original')} data-testid="mail-compose-original">
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {forward ? t('mail.compose.forwardedBelow') : t('mail.compose.quotedBelow')}
      </Typography>
      <Box
        // Scrolls when long: reachable by keyboard.
        tabIndex={0}
        sx={(theme) => ({
          borderInlineStart: `3px solid ${theme.palette.divider}`,
          pl: 2,
          maxHeight: 240,
          overflowY: 'auto',
          color: 'text.secondary',
          ...theme.typography.body2,
          overflowWrap: 'anywhere',
          '& p': { m: 0, mb: 1 },
          '& img': { maxWidth: 1, height: 'auto' },
          '& blockquote': { borderInlineStart: `3px solid ${theme.palette.divider}`, m: 0, pl: 2 },
        })}
      >
        <Typography variant="body2" component="p" sx={{ mb: 1 }}>
          {forward ? t('mail.quote.forwarded') : wrote}
        </Typography>
        {/* Sanitized above: only the tags and attributes rich text may use survive. */}
        <div dangerouslySetInnerHTML={{ __html: body }} />
      </Box>
    </Box>
  );
}
