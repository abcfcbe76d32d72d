import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyText } from '@/web/components/use-copy-text';
import { CheckIcon, CopyIcon } from './code-icons';

const HighlightedCode = lazy(() => import('./highlighted-code'));

/** What a block holds: highlighted as TypeScript, JSON and the like, shown plain for shell commands and text. */
export type CodeLanguage = 'tsx' | 'typescript' | 'json' | 'markup' | 'text';

/**
 * Commands or code, never translated: monospace, left to right in either direction, highlighted for its
 * language, with a copy button (its words are the `docs` texts, which a screen showing a block loads).
 */
export function CodeBlock({ code, language = 'text' }: { code: string; language?: CodeLanguage }) {
  const { t } = useTranslation();
  const { copied: copiedText, copy: copyText } = useCopyText();
  const copied = copiedText === code;
  const copy = () => copyText(code);

  return (
    <Box
      dir="ltr"
      sx={(theme) => ({
        position: 'relative',
        my: 2.5,
        borderRadius: 1.5,
        bgcolor: 'grey.800',
        color: 'common.white',
        border: theme.palette.mode === 'dark' ? 1 : 0,
        borderColor: 'divider',
      })}
    >
      <Box
        component="pre"
        tabIndex={0}
        sx={{
          m: 0,
          p: 2,
          pr: 7,
          overflowX: 'auto',
          fontFamily: 'monospace',
          fontSize: '0.8125rem',
          lineHeight: 1.7,
          borderRadius: 1.5,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.light', outlineOffset: 2 },
        }}
      >
        {language === 'text' ? (
          <code>{code}</code>
        ) : (
          // Plain until the highlighter has loaded, then coloured: the code is readable and copyable at once.
          <Suspense fallback={<code>{code}</code>}>
            <HighlightedCode code={code} language={language} />
          </Suspense>
        )}
      </Box>
      <IconButton
        size="small"
        aria-label={copied ? t('docs.copied') : t('docs.copy')}
        onClick={copy}
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          color: 'grey.400',
          // Covers code that scrolls under it.
          bgcolor: 'grey.800',
          '&:hover': { color: 'common.white', bgcolor: 'grey.700' },
        }}
      >
        {copied ? <CheckIcon fontSize="small" /> : <CopyIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}
