import type { Selectable } from 'kysely';
import type { DiscountKind } from '@/contract/cart';
import {
  DiscountCodeErrors,
  expiryInstantOf,
  type DiscountCode,
} from '@/contract/discount-codes';
import type { Db } from '@/server/db/database';
import { ApiError, notFound } from '@/server/http/api-error';
import { describeDiscount } from './orders-store';
import type { DiscountCodesTable } from './tables';

export interface DiscountCodeFields {
  code: string;
  kind: DiscountKind;
  value: number;
  /** The last day it works (UTC), 'YYYY-MM-DD'; null: never expires. */
  expiresOn: string | null;
}

function toDiscountCode(row: Selectable<DiscountCodesTable>, uses: number, now: Date): DiscountCode {
  return {
    code: row.code,
    kind: row.kind as DiscountKind,
    value: Number(row.value),
    expiresOn: row.expires_at?.slice(0, 10) ?? null,
    expiresAt: row.expires_at,
    expired: row.expires_at !== null && row.expires_at <= now.toISOString(),
    uses,
    createdAt: row.created_at,
  };
}

/** How many orders used each of `codes` (orders index their code, so this counts from the index). */
async function usesOf(db: Db, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['discount_code', (eb) => eb.fn.countAll<number | string>().as('uses')])
    .where('discount_code', 'in', codes)
    .groupBy('discount_code')
    .execute();
  return new Map(rows.map((row) => [row.discount_code!, Number(row.uses)]));
}

/** Every code, newest first: the shop has a handful (admins add them one by one). */
export async function listDiscountCodes(db: Db, now: Date): Promise<DiscountCode[]> {
  const rows = await db
    .selectFrom('discount_codes')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('code')
    .execute();
  const uses = await usesOf(
    db,
    rows.map((row) => row.code),
  );
  return rows.map((row) => toDiscountCode(row, uses.get(row.code) ?? 0, now));
}

const storedFields = ({ kind, value, expiresOn }: DiscountCodeFields) => ({
  kind,
  value,
  description: describeDiscount(kind, value),
  expires_at: expiresOn === null ? null : expiryInstantOf(expiresOn),
});

/** Adds a code; one that exists already (two admins racing included) is 409. */
export async function createDiscountCode(db: Db, fields: DiscountCodeFields, now: Date): Promise<DiscountCode> {
  const row = await db
    .insertInto('discount_codes')
    .values({ code: fields.code, ...storedFields(fields), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new ApiError(409, DiscountCodeErrors.codeTaken);
  return toDiscountCode(row, 0, now);
}

/** Changes what a code takes off and its expiry; an unknown code is 404. */
export async function updateDiscountCode(db: Db, fields: DiscountCodeFields, now: Date): Promise<DiscountCode> {
  const row = await db
    .updateTable('discount_codes')
    .set(storedFields(fields))
    .where('code', '=', fields.code)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(DiscountCodeErrors.codeNotFound);
  return toDiscountCode(row, (await usesOf(db, [row.code])).get(row.code) ?? 0, now);
}

/** Removes a code: checkout no longer knows it; orders that used it keep its name. An unknown code is 404. */
export async function deleteDiscountCode(db: Db, code: string): Promise<void> {
  const deleted = await db.deleteFrom('discount_codes').where('code', '=', code).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound(DiscountCodeErrors.codeNotFound);
}
