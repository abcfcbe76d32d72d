import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditIcon, PlusIcon } from '@/web/components/action-icons';
import { labelColors } from '@/web/components/label';
import { FavoriteIcon } from './button-icons';

/** The floating action button: round with an icon in three sizes, or `extended` with a text. */
export function FabDemo() {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  const add = () => setCount((value) => value + 1);
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {(['small', 'medium', 'large'] as const).map((size) => (
          <Fab
            key={size}
            size={size}
            color="primary"
            aria-label={t('components-showcase.buttons.fab.add')}
            onClick={add}
          >
            <PlusIcon />
          </Fab>
        ))}
        <Fab color="secondary" aria-label={t('components-showcase.buttons.fab.edit')} onClick={add}>
          <EditIcon />
        </Fab>
        <Fab aria-label={t('components-showcase.buttons.fab.like')} onClick={add}>
          <FavoriteIcon />
        </Fab>
        {/* White on the primary green fails AA as text: the extended one takes the product's readable shade. */}
        <Fab variant="extended" sx={(theme) => labelColors(theme, 'primary', 'filled')} onClick={add}>
          <PlusIcon sx={{ mr: 1 }} />
          {t('components-showcase.buttons.fab.addItem')}
        </Fab>
        <Fab disabled aria-label={t('components-showcase.buttons.fab.add')}>
          <PlusIcon />
        </Fab>
      </Stack>
      <Typography data-testid="fab-count" aria-live="polite">
        {t('components-showcase.buttons.fab.count', { count })}
      </Typography>
    </Stack>
  );
}
