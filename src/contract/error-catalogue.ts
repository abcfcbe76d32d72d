import { z } from 'zod';
import { AccountErrors, AccountRecoveryErrors } from './account-messages';
import { AccountSettingsErrors } from './account-settings-rules';
import { BlogEditingErrors, BlogErrors } from './blog-rules';
import { CalendarErrors } from './calendar';
import { ChatErrors } from './chat';
import { ContactErrors } from './contact-rules';
import { DashboardErrors } from './dashboard';
import { DiscountCodeErrors } from './discount-code-rules';
import { ExternalSignInErrors } from './external-sign-in-messages';
import { ApiErrors, type ApiErrorEntry, type ErrorCatalogue } from './errors';
import { KanbanCardErrors, KanbanErrors } from './kanban';
import { MailErrors } from './mail';
import { NotificationErrors } from './notifications';
import { OrderErrors } from './orders';
import { ProductErrors } from './products';
import { SiteTrafficErrors } from './page-view-beacon';
import { TimelineErrors } from './timeline';
import { UploadErrors } from './upload-rules';
import { UserErrors } from './user';
import { UserListErrors } from './user-list-query';

/** The tables of errors the API can send, by name (a table may reuse another's entry). */
export const errorTables = {
  ApiErrors,
  AccountErrors,
  AccountRecoveryErrors,
  AccountSettingsErrors,
  BlogErrors,
  BlogEditingErrors,
  CalendarErrors,
  ChatErrors,
  ContactErrors,
  DashboardErrors,
  DiscountCodeErrors,
  ExternalSignInErrors,
  KanbanErrors,
  KanbanCardErrors,
  MailErrors,
  NotificationErrors,
  OrderErrors,
  ProductErrors,
  SiteTrafficErrors,
  TimelineErrors,
  UploadErrors,
  UserErrors,
  UserListErrors,
} as const satisfies Readonly<Record<string, ErrorCatalogue>>;

/** Every error the API can send, once each. */
export const errorCatalogue: readonly ApiErrorEntry[] = [
  ...new Set(Object.values(errorTables).flatMap((table): ApiErrorEntry[] => Object.values(table))),
];

const byCode = new Map(errorCatalogue.map((entry) => [entry.code, entry]));

/** The entry of a code, e.g. the rule a schema named by its code when a field failed it. */
export const errorOfCode = (code: string): ApiErrorEntry | undefined => byCode.get(code);

const errorCodes = [...byCode.keys()] as [string, ...string[]];

/** The one error envelope of the API, as the OpenAPI document describes it. */
export const errorBodySchema = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in English' }),
    code: z
      .enum(errorCodes)
      .meta({ description: 'Stable code of the error, to tell errors apart or translate them' }),
    errors: z
      .array(z.object({ path: z.string(), message: z.string(), code: z.enum(errorCodes) }))
      .optional()
      .meta({ description: 'On validation failures: every offending field' }),
  })
  .meta({ id: 'Error' });
