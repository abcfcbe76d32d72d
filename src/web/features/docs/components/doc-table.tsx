import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface DocTableProps {
  /** Names the table and its scroll area for assistive technology. */
  label: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/** A plain reference table that scrolls sideways on narrow screens (and is keyboard scrollable then). */
export function DocTable({ label, headers, rows }: DocTableProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        my: 2.5,
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="table"
        sx={(theme) => ({
          width: 1,
          minWidth: 560,
          borderCollapse: 'collapse',
          typography: 'body2',
          '& th, & td': {
            px: 2,
            py: 1.5,
            textAlign: 'left',
            verticalAlign: 'top',
            borderBottom: 1,
            borderColor: 'divider',
          },
          '& th': { bgcolor: alpha(theme.palette.grey[500], 0.08), fontWeight: 600, whiteSpace: 'nowrap' },
          '& tr:last-of-type td': { borderBottom: 0 },
          '& td:first-of-type': { whiteSpace: 'nowrap' },
        })}
      >
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
