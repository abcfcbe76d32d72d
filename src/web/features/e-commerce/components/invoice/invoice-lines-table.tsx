import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { InvoiceDocument } from '@/contract/invoice-document';

const numeric = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * The order's lines: name, size, colour, quantity, unit price and amount. On a narrow screen the table
 * scrolls sideways inside its card (a focusable region, so keyboards can scroll it too).
 */
export function InvoiceLinesTable({ invoice }: { invoice: InvoiceDocument }) {
  const { t } = useTranslation();
  const { columns } = invoice.texts;
  return (
    <TableContainer
      role="region"
      aria-label={t('invoice.linesLabel')}
      tabIndex={0}
      data-invoice-scroll
      sx={{
        mt: 4,
        '&:focus-visible': {
          outline: (theme) => `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      }}
    >
      <Table data-testid="invoice-lines" sx={{ minWidth: 680 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48 }}>{columns.index}</TableCell>
            <TableCell>{columns.product}</TableCell>
            <TableCell>{columns.size}</TableCell>
            <TableCell>{columns.color}</TableCell>
            <TableCell sx={numeric}>{columns.quantity}</TableCell>
            <TableCell sx={numeric}>{columns.unitPrice}</TableCell>
            <TableCell sx={numeric}>{columns.amount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.map((line) => (
            <TableRow key={line.position}>
              <TableCell>{line.position}</TableCell>
              <TableCell sx={{ typography: 'subtitle2', overflowWrap: 'anywhere' }}>
                <bdi>{line.name}</bdi>
              </TableCell>
              <TableCell>{line.size}</TableCell>
              <TableCell>
                <Box
                  component="span"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}
                >
                  {line.color.hex && (
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        width: 12,
                        height: 12,
                        flexShrink: 0,
                        borderRadius: '50%',
                        bgcolor: line.color.hex,
                        border: (theme) => `1px solid ${theme.palette.grey[500]}`,
                      }}
                    />
                  )}
                  <bdi>{line.color.name}</bdi>
                </Box>
              </TableCell>
              <TableCell sx={numeric}>{line.quantity}</TableCell>
              <TableCell sx={numeric}>
                <bdi>{line.unitPrice}</bdi>
              </TableCell>
              <TableCell sx={numeric}>
                <bdi>{line.amount}</bdi>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
