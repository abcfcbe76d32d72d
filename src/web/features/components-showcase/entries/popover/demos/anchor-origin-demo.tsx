import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Popover, { type PopoverOrigin } from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopover } from '@/web/components/use-popover';

const verticals = ['top', 'center', 'bottom'] as const;
const horizontals = ['left', 'center', 'right'] as const;

/** One of the two origins, as a pair of radio groups. */
function OriginField({
  label,
  origin,
  onChange,
}: {
  label: string;
  origin: PopoverOrigin;
  onChange(origin: PopoverOrigin): void;
}) {
  const { t } = useTranslation();
  const verticalId = useId();
  const horizontalId = useId();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <FormControl>
        <FormLabel id={verticalId}>{t('components-showcase.popover.anchor.vertical')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={verticalId}
          value={origin.vertical}
          onChange={(event) =>
            onChange({ ...origin, vertical: event.target.value as PopoverOrigin['vertical'] })
          }
        >
          {verticals.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id={horizontalId}>{t('components-showcase.popover.anchor.horizontal')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={horizontalId}
          value={origin.horizontal}
          onChange={(event) =>
            onChange({ ...origin, horizontal: event.target.value as PopoverOrigin['horizontal'] })
          }
        >
          {horizontals.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}

/**
 * `anchorOrigin` is the point of the button the popover holds on to, `transformOrigin` the point of the
 * popover that sits there: pick both, then open it and see where it lands.
 */
export function AnchorOriginDemo() {
  const { t } = useTranslation();
  const popover = usePopover();
  const [anchorOrigin, setAnchorOrigin] = useState<PopoverOrigin>({ vertical: 'bottom', horizontal: 'left' });
  const [transformOrigin, setTransformOrigin] = useState<PopoverOrigin>({
    vertical: 'top',
    horizontal: 'left',
  });
  const code = `anchorOrigin={{ vertical: '${anchorOrigin.vertical}', horizontal: '${anchorOrigin.horizontal}' }}\ntransformOrigin={{ vertical: '${transformOrigin.vertical}', horizontal: '${transformOrigin.horizontal}' }}`;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <OriginField
          label={t('components-showcase.popover.anchor.anchorOrigin')}
          origin={anchorOrigin}
          onChange={setAnchorOrigin}
        />
        <OriginField
          label={t('components-showcase.popover.anchor.transformOrigin')}
          origin={transformOrigin}
          onChange={setTransformOrigin}
        />
      </Stack>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          minHeight: 160,
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        <Button variant="outlined" onClick={popover.onOpen} aria-expanded={popover.open}>
          {t('components-showcase.popover.anchor.open')}
        </Button>
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {code}
      </Typography>
      <Popover
        open={popover.open}
        anchorEl={popover.anchorEl}
        onClose={popover.onClose}
        anchorOrigin={anchorOrigin}
        transformOrigin={transformOrigin}
        slotProps={{ paper: { sx: { p: 2 } } }}
      >
        <Typography>{t('components-showcase.popover.anchor.content')}</Typography>
      </Popover>
    </Stack>
  );
}
