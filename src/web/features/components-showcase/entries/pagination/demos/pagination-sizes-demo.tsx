import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const sizes = ['small', 'medium', 'large'] as const;

/** Three sizes, and the rounded shape (the default is a circle); each row pages on its own. */
export function PaginationSizesDemo() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Stack key={size} direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', minWidth: 72 }}>
            {size}
          </Typography>
          <Pagination
            count={5}
            size={size}
            color="primary"
            aria-label={t('components-showcase.pagination.sizes.label', { size, shape: 'circular' })}
          />
          <Pagination
            count={5}
            size={size}
            shape="rounded"
            variant="outlined"
            color="primary"
            aria-label={t('components-showcase.pagination.sizes.label', { size, shape: 'rounded' })}
          />
        </Stack>
      ))}
    </Stack>
  );
}
