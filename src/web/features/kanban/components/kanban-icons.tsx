import { pathIcon } from '@/web/components/path-icon';

// Inline icons of the kanban screen.
export const AddIcon = pathIcon('M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z');
export const MoreIcon = pathIcon('M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z');
export const TrashIcon = pathIcon('M9 3h6l1 1h4v2H4V4h4l1-1Zm-3 5h12l-1 12a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2L6 8Zm4 2v9h1.5v-9H10Zm3.5 0v9H15v-9h-1.5Z');
export const CloseIcon = pathIcon('M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7 10.6 12l-4.9 4.9 1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z');
export const CheckIcon = pathIcon('M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z');
export const CommentIcon = pathIcon('M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm2 4v2h12V8H6Zm0 4v2h8v-2H6Z');
export const ClipIcon = pathIcon('M16.5 6v11.5a4 4 0 0 1-8 0V5a2.5 2.5 0 0 1 5 0v10.5a1 1 0 0 1-2 0V6H10v9.5a2.5 2.5 0 0 0 5 0V5a4 4 0 0 0-8 0v12.5a5.5 5.5 0 0 0 11 0V6h-1.5Z');
