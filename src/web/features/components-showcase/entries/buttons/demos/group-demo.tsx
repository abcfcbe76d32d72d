import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const variants = ['contained', 'outlined', 'text'] as const;
const actions = ['copy', 'paste', 'cut'] as const;

/** Buttons that belong together, joined into one: in each variant, and stacked (`orientation="vertical"`). */
export function GroupDemo() {
  const { t } = useTranslation();
  const [clicked, setClicked] = useState<string | null>(null);
  const name = (action: string) => t(`components-showcase.buttons.group.actions.${action}`);
  const buttons = actions.map((action) => (
    <Button key={action} onClick={() => setClicked(name(action))}>
      {name(action)}
    </Button>
  ));
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {variants.map((variant) => (
            <ButtonGroup
              key={variant}
              variant={variant}
              color="inherit"
              aria-label={t('components-showcase.buttons.group.label', { variant })}
            >
              {buttons}
            </ButtonGroup>
          ))}
        </Stack>
        <ButtonGroup
          orientation="vertical"
          variant="outlined"
          color="inherit"
          aria-label={t('components-showcase.buttons.group.label', { variant: 'vertical' })}
        >
          {buttons}
        </ButtonGroup>
      </Stack>
      <Typography data-testid="group-clicked" aria-live="polite">
        {clicked
          ? t('components-showcase.buttons.clicked', { name: clicked })
          : t('components-showcase.buttons.nothingClicked')}
      </Typography>
    </Stack>
  );
}
