import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from './chip-icons';

const categories = ['shoes', 'bags', 'jackets', 'hats', 'watches'] as const;
type Category = (typeof categories)[number];

/** Filter chips: each turns a filter on or off (`aria-pressed`), the chosen ones filled and ticked. */
export function FilterDemo() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Category[]>(['shoes']);
  const name = (category: string) => t(`components-showcase.chip.filter.categories.${category}`);
  const toggle = (category: Category) =>
    setChosen(
      categories.filter((item) => (item === category ? !chosen.includes(item) : chosen.includes(item))),
    );
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        role="group"
        aria-label={t('components-showcase.chip.filter.label')}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {categories.map((category) => {
          const on = chosen.includes(category);
          return (
            <Chip
              key={category}
              label={name(category)}
              variant={on ? 'filled' : 'outlined'}
              icon={on ? <CheckIcon /> : undefined}
              aria-pressed={on}
              onClick={() => toggle(category)}
            />
          );
        })}
      </Stack>
      <Typography data-testid="filter-result" aria-live="polite">
        {chosen.length
          ? t('components-showcase.chip.filter.showing', { list: chosen.map(name).join(', ') })
          : t('components-showcase.chip.filter.all')}
      </Typography>
    </Stack>
  );
}
