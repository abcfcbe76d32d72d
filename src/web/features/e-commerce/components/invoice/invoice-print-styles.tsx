import GlobalStyles from '@mui/material/GlobalStyles';

// The invoice card carries `data-invoice-print`; printing keeps it and the elements around it, and drops
// every other element of the page (sidebar, app bar, toolbar, settings, toasts).
const root = '[data-invoice-print]';
const keeps = `:has(${root})`;

const printStyles = {
  '@media print': {
    '@page': { size: 'A4', margin: '14mm' },
    'html, body': { background: '#fff !important' },
    [`body *:not(${keeps}):not(${root}):not(${root} *)`]: { display: 'none !important' },
    [`*${keeps}`]: {
      display: 'block !important',
      position: 'static !important',
      width: 'auto !important',
      minWidth: '0 !important',
      minHeight: '0 !important',
      margin: '0 !important',
      padding: '0 !important',
      border: '0 !important',
      background: 'none !important',
      boxShadow: 'none !important',
      overflow: 'visible !important',
    },
    [root]: {
      padding: '0 !important',
      boxShadow: 'none !important',
      borderRadius: '0 !important',
      overflow: 'visible !important',
    },
    // On paper the lines fit the page instead of scrolling.
    [`${root} [data-invoice-scroll]`]: { overflow: 'visible !important' },
    [`${root} table`]: { minWidth: '0 !important' },
    [`${root} tr, ${root} dl`]: { breakInside: 'avoid' },
  },
};

/** While the invoice screen shows: printing the page prints the invoice alone. */
export function InvoicePrintStyles() {
  return <GlobalStyles styles={printStyles} />;
}
