import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DeleteIcon } from '@/web/components/action-icons';

export interface BulkDeleteBarProps {
  /** How many rows are selected; the bar shows only for some. */
  count: number;
  /** How many one delete may take; beyond, the button is off and the bar says why. */
  max: number;
  /** The screen's texts under it: `selected` and `delete` (with the count) and `tooMany` (with the max). */
  textsKey: string;
  onDelete(): void;
}

/** The bar above a grid while rows are selected: how many, and a button to delete them all at once. */
export function BulkDeleteBar({ count, max, textsKey, onDelete }: BulkDeleteBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  const tooMany = count > max;
  return (
    <Stack
      direction="row"
      sx={{ px: 2.5, py: 1.5, gap: 2, alignItems: 'center', flexWrap: 'wrap', bgcolor: 'action.selected' }}
    >
      <Typography variant="subtitle2" sx={{ flexGrow: 1 }} data-testid="selection-count">
        {t(`${textsKey}.selected`, { count })}
      </Typography>
      {tooMany && <Typography variant="body2">{t(`${textsKey}.tooMany`, { max })}</Typography>}
      <Button variant="contained" color="inherit" startIcon={<DeleteIcon />} disabled={tooMany} onClick={onDelete}>
        {t(`${textsKey}.delete`, { count })}
      </Button>
    </Stack>
  );
}
