import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const toppings = ['cheese', 'mushrooms', 'olives'] as const;
type Topping = (typeof toppings)[number];

/** A parent box for its children: ticked when all are, `indeterminate` when some are; a click sets them all. */
export function IndeterminateDemo() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Topping[]>(['cheese']);
  const all = chosen.length === toppings.length;
  const some = chosen.length > 0 && !all;
  const toggle = (topping: Topping, on: boolean) =>
    setChosen(toppings.filter((item) => (item === topping ? on : chosen.includes(item))));
  return (
    <Stack spacing={2}>
      <div>
        <FormControlLabel
          label={t('components-showcase.checkbox.indeterminate.all')}
          control={
            <Checkbox
              checked={all}
              indeterminate={some}
              // The native box's own indeterminate state, so assistive technology reads "mixed" from it too.
              inputRef={(input: HTMLInputElement | null) => {
                if (input) input.indeterminate = some;
              }}
              onChange={(event) => setChosen(event.target.checked ? [...toppings] : [])}
            />
          }
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', pl: 3 }}>
          {toppings.map((topping) => (
            <FormControlLabel
              key={topping}
              label={t(`components-showcase.checkbox.indeterminate.toppings.${topping}`)}
              control={
                <Checkbox
                  checked={chosen.includes(topping)}
                  onChange={(event) => toggle(topping, event.target.checked)}
                />
              }
            />
          ))}
        </Box>
      </div>
      <Typography data-testid="toppings-count" aria-live="polite">
        {t('components-showcase.checkbox.indeterminate.count', {
          count: chosen.length,
          total: toppings.length,
        })}
      </Typography>
    </Stack>
  );
}
