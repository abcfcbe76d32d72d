import { pathIcon } from '@/web/components/path-icon';

export const HomeIcon = pathIcon('M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8h5Z');
export const FolderIcon = pathIcon(
  'M10 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2h-8l-2-2Z',
);
export const FileIcon = pathIcon(
  'M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8l-6-6Zm2 16H8v-2h8v2Zm0-4H8v-2h8v2Zm-3-5V3.5L18.5 9H13Z',
);
