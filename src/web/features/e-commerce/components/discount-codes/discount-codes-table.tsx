import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DiscountCode } from '@/contract/discount-codes';
import { formatPrice } from '@/contract/money';
import { DeleteIcon, EditIcon } from '@/web/components/action-icons';
import { Label } from '@/web/components/label';
import { formatDate, formatNumber } from '@/web/lib/format';

interface DiscountCodesTableProps {
  codes: DiscountCode[];
  onEdit(code: DiscountCode): void;
  onDelete(code: DiscountCode): void;
}

/** 'YYYY-MM-DD' as that calendar day in the reader's time zone (not the UTC midnight before it). */
const calendarDay = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day);
};

/** The codes as a table (it scrolls inside itself on a narrow screen): what each takes off, until when, how often used. */
export function DiscountCodesTable({ codes, onEdit, onDelete }: DiscountCodesTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headers = ['code', 'discount', 'expires', 'uses'] as const;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('discount-codes.tableLabel')}>
      <Table sx={{ minWidth: 600 }}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header} align={header === 'uses' ? 'right' : undefined}>
                {t(`discount-codes.columns.${header}`)}
              </TableCell>
            ))}
            <TableCell align="right">{t('discount-codes.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {codes.map((code) => (
            <TableRow key={code.code} hover>
              <TableCell component="th" scope="row">
                <Typography variant="subtitle2" component="span" sx={{ fontFamily: 'monospace', letterSpacing: 0.5 }}>
                  {code.code}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {code.kind === 'percent'
                  ? t('discount-codes.percentOff', { value: code.value })
                  : t('discount-codes.amountOff', { amount: formatPrice(code.value, language) })}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {code.expiresOn === null ? (
                  <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                    {t('discount-codes.never')}
                  </Typography>
                ) : (
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                    {formatDate(calendarDay(code.expiresOn), language)}
                    {code.expired && (
                      <Label color="error" variant="soft">
                        {t('discount-codes.expired')}
                      </Label>
                    )}
                  </Stack>
                )}
              </TableCell>
              <TableCell align="right">{formatNumber(code.uses, language)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton aria-label={t('discount-codes.edit', { code: code.code })} onClick={() => onEdit(code)}>
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={t('discount-codes.deleteCode', { code: code.code })}
                  onClick={() => onDelete(code)}
                  sx={(theme) => ({ color: theme.palette.mode === 'light' ? 'error.dark' : 'error.light' })}
                >
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
