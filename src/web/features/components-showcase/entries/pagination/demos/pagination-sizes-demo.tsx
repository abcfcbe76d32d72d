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
        <Stack
          key={size}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 2 }}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography variant="body2" sx={{ fontFamily: 'monospace', minWidth: 72 }}>
            {size}
          </Typography>
          <Pagination
            count={4}
            size={size}
            color="primary"
            aria-label={t('components-showcase.pagination.sizes.label', { size, shape: 'circular' })}
          />
          <Pagination
            count={4}
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
