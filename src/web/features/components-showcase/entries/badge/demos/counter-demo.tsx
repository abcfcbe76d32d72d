import Badge from '@mui/material/Badge';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@/web/components/action-icons';
import { BellIcon, MailIcon, MinusIcon } from './badge-icons';

/** A count changed with the buttons: capped at `max` ("99+"), hidden at zero unless `showZero`, or a dot. */
export function CounterDemo() {
  const { t } = useTranslation();
  const [count, setCount] = useState(4);
  const [showZero, setShowZero] = useState(false);
  const [dot, setDot] = useState(false);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center', px: 1, pt: 1 }}>
        <Badge
          badgeContent={count}
          color="error"
          showZero={showZero}
          variant={dot ? 'dot' : 'standard'}
          data-testid="counter-badge"
        >
          <MailIcon />
        </Badge>
        <Badge
          badgeContent={count}
          max={9}
          color="primary"
          showZero={showZero}
          variant={dot ? 'dot' : 'standard'}
        >
          <BellIcon />
        </Badge>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
          {`badgeContent={${count}}`}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton
          aria-label={t('components-showcase.badge.counter.decrease')}
          disabled={count === 0}
          onClick={() => setCount((value) => Math.max(0, value - 1))}
        >
          <MinusIcon />
        </IconButton>
        <IconButton
          aria-label={t('components-showcase.badge.counter.increase')}
          onClick={() => setCount((value) => value + 1)}
        >
          <PlusIcon />
        </IconButton>
        <IconButton
          aria-label={t('components-showcase.badge.counter.addTen')}
          onClick={() => setCount((value) => value + 10)}
        >
          <Typography component="span" variant="button">
            +10
          </Typography>
        </IconButton>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />}
          label={t('components-showcase.badge.counter.showZero')}
        />
        <FormControlLabel
          control={<Switch checked={dot} onChange={(event) => setDot(event.target.checked)} />}
          label={t('components-showcase.badge.counter.dot')}
        />
      </Stack>
    </Stack>
  );
}
