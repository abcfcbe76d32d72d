import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@/web/components/action-icons';
import { pathIcon } from '@/web/components/path-icon';

const MinusIcon = pathIcon('M19 13H5v-2h14v2Z');

/**
 * One key, several forms: i18next picks `unread_one` or `unread_other` by the language's plural rules. French
 * counts 0 as singular ("0 message non lu"), English and German do not ("0 unread messages").
 */
export function PluralDemo() {
  const { t } = useTranslation();
  const [count, setCount] = useState(1);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <IconButton
        aria-label={t('components-showcase.multi-language.plural.fewer')}
        disabled={count === 0}
        onClick={() => setCount((value) => value - 1)}
      >
        <MinusIcon />
      </IconButton>
      <IconButton
        aria-label={t('components-showcase.multi-language.plural.more')}
        onClick={() => setCount((value) => value + 1)}
      >
        <PlusIcon />
      </IconButton>
      <Typography variant="h6" component="p" role="status" data-testid="plural-text">
        {t('components-showcase.multi-language.plural.unread', { count })}
      </Typography>
    </Stack>
  );
}
