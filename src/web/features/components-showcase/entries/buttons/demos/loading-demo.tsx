import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonLook } from './button-look';
import { SaveIcon } from './button-icons';

type SaveState = 'idle' | 'saving' | 'saved';

/** `loading` disables the button and shows a spinner: at the start (in place of its icon) or in the centre. */
export function LoadingDemo() {
  const { t } = useTranslation();
  const [state, setState] = useState<SaveState>('idle');
  // Stands in for the request a real button would wait for.
  useEffect(() => {
    if (state !== 'saving') return;
    const timer = setTimeout(() => setState('saved'), 1500);
    return () => clearTimeout(timer);
  }, [state]);
  const saving = state === 'saving';
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          {...buttonLook('contained', 'primary')}
          loading={saving}
          loadingPosition="start"
          startIcon={<SaveIcon />}
          onClick={() => setState('saving')}
        >
          {t(`components-showcase.buttons.loading.${saving ? 'saving' : 'save'}`)}
        </Button>
        <Button {...buttonLook('outlined', 'primary')} loading={saving} onClick={() => setState('saving')}>
          {t('components-showcase.buttons.loading.save')}
        </Button>
        <Button {...buttonLook('soft', 'primary')} disabled>
          {t('components-showcase.buttons.disabled')}
        </Button>
      </Stack>
      <Typography data-testid="save-state" aria-live="polite">
        {t(`components-showcase.buttons.loading.state.${state}`)}
      </Typography>
    </Stack>
  );
}
