import type { ApiServer } from '@/server/testing/api-server';

export interface StoredCard {
  id: string;
  position: number;
}

/** A column's card rows straight from the test server's database (tests only): the board cannot show orphans or ties. */
export function storedCards(server: ApiServer, columnId: string): Promise<StoredCard[]> {
  return server.sql<StoredCard>('select id, position from kanban_cards where column_id = ? order by position, id', [columnId]);
}
