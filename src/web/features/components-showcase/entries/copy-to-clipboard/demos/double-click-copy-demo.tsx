import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from '@/web/components/code-block/code-icons';
import { useCopyText } from '@/web/components/use-copy-text';
import { CopiedAnnouncement } from '@/web/features/components-showcase/components/copied-announcement';

/**
 * A double-click anywhere on the paragraph copies all of it (no need to select it first); the button below
 * does the same for keyboard and touch.
 */
export function DoubleClickCopyDemo() {
  const { t } = useTranslation();
  const paragraph = t('components-showcase.copy-to-clipboard.doubleClick.paragraph');
  const { copied, copy } = useCopyText();
  const done = copied === paragraph;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box
        sx={{
          p: 2,
          borderRadius: 1.5,
          border: 1,
          borderStyle: 'dashed',
          borderColor: done ? 'success.main' : 'text.disabled',
          bgcolor: done ? 'action.hover' : 'transparent',
          cursor: 'copy',
          userSelect: 'none',
          transition: 'background-color 200ms, border-color 200ms',
        }}
      >
        <Typography data-testid="copy-paragraph" onDoubleClick={() => copy(paragraph)}>
          {paragraph}
        </Typography>
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" color="inherit" startIcon={<CopyIcon />} onClick={() => copy(paragraph)}>
          {t('components-showcase.copy-to-clipboard.doubleClick.button')}
        </Button>
        {done && (
          // Seen, not read out twice: the status line below announces the copy.
          <Typography
            aria-hidden
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              fontWeight: 700,
              color: ({ palette }) => palette.success[palette.mode === 'light' ? 'dark' : 'light'],
            }}
          >
            <CheckIcon fontSize="small" />
            {t('components-showcase.copied')}
          </Typography>
        )}
      </Stack>
      <CopiedAnnouncement copied={copied} />
    </Stack>
  );
}
