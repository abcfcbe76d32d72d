import type { Kysely } from 'kysely';
import type { AccountTables } from '../areas/account/tables';
import type { BlogTables } from '../areas/blog/tables';
import type { CalendarTables } from '../areas/calendar/tables';
import type { ChatTables } from '../areas/chat/tables';
import type { ContactTables } from '../areas/contact/tables';
import type { KanbanTables } from '../areas/kanban/tables';
import type { MailTables } from '../areas/mail/tables';
import type { NotificationTables } from '../areas/notifications/tables';
import type { ProductTables } from '../areas/products/tables';
import type { UserTables } from '../areas/user/tables';
import type { DataVersionsTables } from './data-versions';

/** Every table of the product; each area declares its own in areas/<area>/tables.ts. */
export interface Database
  extends AccountTables, BlogTables, CalendarTables, ChatTables, ContactTables, DataVersionsTables, KanbanTables, MailTables, NotificationTables, ProductTables, UserTables {}

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';
