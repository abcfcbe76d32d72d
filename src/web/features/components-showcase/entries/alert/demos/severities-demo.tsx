import Alert, { type AlertProps } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const severities = ['success', 'info', 'warning', 'error'] as const;
const variants = ['standard', 'filled', 'outlined'] as const satisfies readonly AlertProps['variant'][];

/** The four severities in the variant picked above them. */
export function SeveritiesDemo() {
  const { t } = useTranslation();
  const [variant, setVariant] = useState<(typeof variants)[number]>('standard');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={variant}
        onChange={(_, next: typeof variant | null) => next && setVariant(next)}
        aria-label={t('components-showcase.alert.severities.variant')}
        sx={{ alignSelf: 'flex-start' }}
      >
        {variants.map((name) => (
          <ToggleButton key={name} value={name} sx={{ px: 2 }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {severities.map((severity) => (
        <Alert key={severity} severity={severity} variant={variant} data-testid={`alert-${severity}`}>
          {t(`components-showcase.alert.severities.${severity}`)}
        </Alert>
      ))}
    </Stack>
  );
}
