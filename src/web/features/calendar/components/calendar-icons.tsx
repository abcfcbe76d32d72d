import { pathIcon } from '@/web/components/path-icon';

// Inline icons of the calendar screen.
export const DeleteIcon = pathIcon('M9 3h6l1 1h4v2H4V4h4l1-1Zm-3 5h12l-1 12a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2L6 8Zm4 2v9h1.5v-9H10Zm3.5 0v9H15v-9h-1.5Z');
export const ChevronStartIcon = pathIcon('M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z');
export const ChevronEndIcon = pathIcon('M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z');
export const PlusIcon = pathIcon('M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z');
