import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const allTags = ['React', 'TypeScript', 'MUI', 'Vite', 'Node.js'] as const;

/** `onDelete` adds the cross; the chip goes on a click on it, or on Delete or Backspace while it has focus. */
export function DeletableDemo() {
  const { t } = useTranslation();
  const [tags, setTags] = useState<string[]>([...allTags]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="tags">
        {tags.map((tag, index) => (
          <Chip
            key={tag}
            label={tag}
            variant={index % 2 ? 'outlined' : 'filled'}
            onDelete={() => setTags(tags.filter((item) => item !== tag))}
          />
        ))}
      </Stack>
      <Typography aria-live="polite" data-testid="tag-count">
        {t('components-showcase.chip.deletable.count', { count: tags.length })}
      </Typography>
      <Button
        variant="outlined"
        color="inherit"
        disabled={tags.length === allTags.length}
        onClick={() => setTags([...allTags])}
      >
        {t('components-showcase.chip.deletable.reset')}
      </Button>
    </Stack>
  );
}
