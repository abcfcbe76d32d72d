import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const pageCount = 20;

/** The page lives in state (`page` and `onChange`), with buttons to the first and the last page. */
export function ControlledPaginationDemo() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  // Phones get smaller buttons and fewer neighbours of the current page, so the row fits on one line.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography data-testid="current-page" aria-live="polite">
        {t('components-showcase.pagination.controlled.page', { page, total: pageCount })}
      </Typography>
      <Pagination
        count={pageCount}
        page={page}
        onChange={(_event, value) => setPage(value)}
        siblingCount={narrow ? 0 : 1}
        size={narrow ? 'small' : 'medium'}
        showFirstButton
        showLastButton
        color="primary"
        shape="rounded"
        aria-label={t('components-showcase.pagination.controlled.label')}
      />
    </Stack>
  );
}
