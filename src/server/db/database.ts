import type { Kysely } from 'kysely';
import type { AccountTables } from '@/server/areas/account/tables';
import type { BlogTables } from '@/server/areas/blog/tables';
import type { CalendarTables } from '@/server/areas/calendar/tables';
import type { ChatTables } from '@/server/areas/chat/tables';
import type { ContactTables } from '@/server/areas/contact/tables';
import type { KanbanTables } from '@/server/areas/kanban/tables';
import type { MailTables } from '@/server/areas/mail/tables';
import type { NotificationTables } from '@/server/areas/notifications/tables';
import type { ProductTables } from '@/server/areas/products/tables';
import type { UserTables } from '@/server/areas/user/tables';
import type { DataVersionsTables } from './data-versions';

/** Every table of the product; each area declares its own in areas/<area>/tables.ts. */
export interface Database
  extends AccountTables, BlogTables, CalendarTables, ChatTables, ContactTables, DataVersionsTables, KanbanTables, MailTables, NotificationTables, ProductTables, UserTables {}

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';
