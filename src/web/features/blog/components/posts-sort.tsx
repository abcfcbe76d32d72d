import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { blogSortOptions, type BlogSort } from '@/contract/blog-rules';

/** Latest, popular or oldest first. */
export function PostsSort({ value, onChange }: { value: BlogSort; onChange(sort: BlogSort): void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('blog.sort.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as BlogSort)}
      sx={{ minWidth: 160 }}
    >
      {blogSortOptions.map((option) => (
        <MenuItem key={option} value={option}>
          {t(`blog.sort.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
