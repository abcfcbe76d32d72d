import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const colors = ['standard', 'primary', 'secondary'] as const;
const variants = ['text', 'outlined'] as const;

/** Each colour in both variants; every row pages on its own (uncontrolled), so a click moves its marker. */
export function PaginationStylesDemo() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      {variants.map((variant) => (
        <Stack key={variant} spacing={1.5}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            {`variant="${variant}"`}
          </Typography>
          {colors.map((color) => (
            <Pagination
              key={color}
              count={10}
              defaultPage={color === 'standard' ? 1 : color === 'primary' ? 3 : 6}
              siblingCount={0}
              color={color}
              variant={variant}
              aria-label={t('components-showcase.pagination.styles.label', { variant, color })}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
