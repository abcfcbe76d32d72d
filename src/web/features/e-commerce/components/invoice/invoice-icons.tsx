import { pathIcon } from '@/web/components/path-icon';

// Icons of the invoice screen, drawn inline (no icon package).

export const PrintIcon = pathIcon(
  'M19 8H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3Zm-3 11H8v-5h8v5Zm3-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1Zm-1-9H6v4h12V3Z',
);
export const DownloadIcon = pathIcon('M19 9h-4V3H9v6H5l7 7 7-7ZM5 18v2h14v-2H5Z');
