import { creatorColumnMigration } from '@/server/db/creator-column-migration';

/**
 * Who created each card: that account, the card's assignees and the admins may edit or delete it. Cards
 * from before (the seeded board) go to the first admin; a card whose creator is deleted keeps its assignees.
 */
export const kanbanCreatorMigration = creatorColumnMigration('kanban_cards');
