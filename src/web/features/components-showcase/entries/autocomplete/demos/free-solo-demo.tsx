import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const suggestedTags = ['Design', 'Development', 'Marketing', 'React', 'TypeScript', 'Accessibility'];

/** Tags of a post: pick a suggestion or type any word and press Enter to add it. */
export function FreeSoloDemo() {
  const { t } = useTranslation();
  const [tags, setTags] = useState<string[]>(['Design']);
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Autocomplete
        multiple
        freeSolo
        options={suggestedTags}
        value={tags}
        onChange={(_, next) => setTags(next.map((tag) => tag.trim()).filter(Boolean))}
        renderValue={(values, getItemProps) =>
          values.map((tag, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={tag} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('components-showcase.autocomplete.freeSolo.label')}
            helperText={t('components-showcase.autocomplete.freeSolo.helper')}
          />
        )}
      />
    </Stack>
  );
}
