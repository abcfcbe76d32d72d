import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from '@/web/components/code-block/code-icons';
import { useCopyText } from '@/web/components/use-copy-text';
import { CopiedAnnouncement } from '@/web/features/components-showcase/components/copied-announcement';

const snippets = [
  { name: 'terminal', code: 'npm install && npm run dev' },
  {
    name: 'use-copy-text.ts',
    code: "const { copied, copy } = useCopyText();\n\n<Button onClick={() => copy(text)}>\n  {copied === text ? 'Copied' : 'Copy'}\n</Button>",
  },
] as const;

/** Code is copied whole, exactly as written: the button in each header says "Copied" once it is. */
export function CodeSnippetCopyDemo() {
  const { t } = useTranslation();
  const { copied, copy } = useCopyText();
  return (
    <Stack spacing={2}>
      {snippets.map(({ name, code }) => {
        const done = copied === code;
        return (
          <Box
            key={name}
            dir="ltr"
            sx={{ borderRadius: 1.5, overflow: 'hidden', bgcolor: 'grey.800', color: 'common.white' }}
          >
            <Stack
              direction="row"
              sx={{
                px: 2,
                py: 0.5,
                alignItems: 'center',
                justifyContent: 'space-between',
                bgcolor: 'grey.900',
              }}
            >
              <Typography variant="caption" sx={{ fontFamily: 'monospace', color: 'grey.400' }}>
                {name}
              </Typography>
              <Button
                size="small"
                color="inherit"
                startIcon={done ? <CheckIcon /> : <CopyIcon />}
                onClick={() => copy(code)}
                sx={{ color: done ? 'success.light' : 'grey.300' }}
              >
                {done
                  ? t('components-showcase.copied')
                  : t('components-showcase.copy-to-clipboard.snippet.copyShort')}
                {/* Heard, not seen: which snippet the button copies ("Copy terminal"). */}
                <span style={visuallyHidden}>{` ${name}`}</span>
              </Button>
            </Stack>
            <Box
              component="pre"
              tabIndex={0}
              sx={{ m: 0, p: 2, overflowX: 'auto', fontFamily: 'monospace', fontSize: '0.8125rem' }}
            >
              <code>{code}</code>
            </Box>
          </Box>
        );
      })}
      <CopiedAnnouncement copied={copied} />
    </Stack>
  );
}
