import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlignCenterIcon,
  AlignEndIcon,
  AlignJustifyIcon,
  AlignStartIcon,
  BoldIcon,
  ItalicIcon,
  UnderlineIcon,
} from './button-icons';

type Alignment = 'start' | 'center' | 'end' | 'justify';
type Format = 'bold' | 'italic' | 'underline';

const alignments = [
  { value: 'start', Icon: AlignStartIcon },
  { value: 'center', Icon: AlignCenterIcon },
  { value: 'end', Icon: AlignEndIcon },
  { value: 'justify', Icon: AlignJustifyIcon },
] as const;
const formats = [
  { value: 'bold', Icon: BoldIcon },
  { value: 'italic', Icon: ItalicIcon },
  { value: 'underline', Icon: UnderlineIcon },
] as const;

// "start" and "end" follow the reading direction, and so do their icons.
const mirrorInRtl = (theme: Theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {});

/** One of a set (`exclusive`, never none) and any of a set: both shape the paragraph below. */
export function ToggleDemo() {
  const { t } = useTranslation();
  const [alignment, setAlignment] = useState<Alignment>('start');
  const [chosenFormats, setChosenFormats] = useState<Format[]>(['bold']);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <ToggleButtonGroup
          exclusive
          value={alignment}
          onChange={(_event, value: Alignment | null) => value && setAlignment(value)}
          aria-label={t('components-showcase.buttons.toggle.alignment')}
        >
          {alignments.map(({ value, Icon }) => (
            <ToggleButton
              key={value}
              value={value}
              aria-label={t(`components-showcase.buttons.toggle.${value}`)}
            >
              <Icon sx={mirrorInRtl} />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          value={chosenFormats}
          onChange={(_event, value: Format[]) => setChosenFormats(value)}
          aria-label={t('components-showcase.buttons.toggle.formatting')}
        >
          {formats.map(({ value, Icon }) => (
            <ToggleButton
              key={value}
              value={value}
              aria-label={t(`components-showcase.buttons.toggle.${value}`)}
            >
              <Icon />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 520 }}>
        <Typography
          data-testid="formatted-text"
          sx={{
            textAlign: alignment,
            fontWeight: chosenFormats.includes('bold') ? 700 : 400,
            fontStyle: chosenFormats.includes('italic') ? 'italic' : 'normal',
            textDecoration: chosenFormats.includes('underline') ? 'underline' : 'none',
          }}
        >
          {t('components-showcase.buttons.toggle.sample')}
        </Typography>
      </Paper>
      <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
        {`textAlign: ${alignment}; ${chosenFormats.join(', ') || 'plain'}`}
      </Typography>
    </Stack>
  );
}
