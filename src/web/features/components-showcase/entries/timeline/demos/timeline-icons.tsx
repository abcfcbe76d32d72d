import { pathIcon } from '@/web/components/path-icon';

export const CartIcon = pathIcon(
  'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.59-1.35 2.45A2 2 0 0 0 7 17h12v-2H7.42a.25.25 0 0 1-.22-.37l.9-1.63h7.45a2 2 0 0 0 1.75-1.03l3.58-6.49A1 1 0 0 0 20 4H5.21l-.94-2H1Zm16 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z',
);
export const CardIcon = pathIcon(
  'M20 4H4a2 2 0 0 0-1.99 2L2 18a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 14H4v-6h16v6Zm0-10H4V6h16v2Z',
);
export const TruckIcon = pathIcon(
  'M20 8h-3V4H3a2 2 0 0 0-2 2v11h2a3 3 0 0 0 6 0h6a3 3 0 0 0 6 0h2v-5l-3-4ZM6 18.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm13.5-9 1.96 2.5H17V9.5h2.5Zm-1.5 9a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z',
);
export const HomeIcon = pathIcon('M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8h5Z');
