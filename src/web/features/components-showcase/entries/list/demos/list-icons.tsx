import { pathIcon } from '@/web/components/path-icon';

export const InboxIcon = pathIcon(
  'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm0 12h-4a3 3 0 0 1-6 0H5V5h14v10Z',
);
export const SendIcon = pathIcon('M2 21 23 12 2 3v7l15 2-15 2v7Z');
export const DraftIcon = pathIcon(
  'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Zm2 16H8v-2h8v2Zm0-4H8v-2h8v2Zm-3-5V3.5L18.5 9H13Z',
);
export const StarIcon = pathIcon(
  'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27Z',
);
export const FolderIcon = pathIcon(
  'M10 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-8l-2-2Z',
);
export const ExpandMoreIcon = pathIcon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6-1.41-1.41Z');
