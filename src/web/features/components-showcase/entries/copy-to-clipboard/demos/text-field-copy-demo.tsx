import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from '@/web/components/code-block/code-icons';
import { useCopyText } from '@/web/components/use-copy-text';
import { CopiedAnnouncement } from '@/web/features/components-showcase/components/copied-announcement';

/** Green that reads as text on the paper of either mode. */
const successText = ({ palette }: Theme) => palette.success[palette.mode === 'light' ? 'dark' : 'light'];

/** Whatever the field holds, copied by the button at its end; the button turns into a tick for a moment. */
export function TextFieldCopyDemo() {
  const { t } = useTranslation();
  const [value, setValue] = useState('https://ardent.studio/invite/7Q4-KD2');
  const { copied, copy } = useCopyText();
  const done = copied !== null && copied === value;
  const label = done
    ? t('components-showcase.copied')
    : t('components-showcase.copy-to-clipboard.field.copy');
  return (
    <Stack spacing={2}>
      <TextField
        label={t('components-showcase.copy-to-clipboard.field.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        fullWidth
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={label}>
                  <span>
                    <IconButton
                      edge="end"
                      aria-label={label}
                      disabled={value === ''}
                      onClick={() => copy(value)}
                      sx={{ color: done ? successText : undefined }}
                    >
                      {done ? <CheckIcon /> : <CopyIcon />}
                    </IconButton>
                  </span>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography
        data-testid="copy-feedback"
        variant="body2"
        sx={{ color: done ? successText : 'text.secondary', fontWeight: done ? 600 : 400 }}
      >
        {done
          ? t('components-showcase.copiedValue', { value })
          : t('components-showcase.copy-to-clipboard.field.hint')}
      </Typography>
      <CopiedAnnouncement copied={copied} />
    </Stack>
  );
}
