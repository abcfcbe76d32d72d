import type { AppDeps } from '@/server/app-deps';
import { REFERENCE_BATCH, referencedUploads } from './upload-references';
import { listUploadedImages, removeUploadedImage, typeOfUploadName, uploadNameOfUrl } from './upload-store';
import { batches } from '@/server/db/query-helpers';

/**
 * How long an upload may wait for a row to refer to it: an image is uploaded first and saved with its post, card
 * or message later (a draft may stay open for hours).
 */
export const UNREFERENCED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** What removing uploads needs: the database, the storage (the server's folder or its bucket), the columns to search, and a log. */
export type UploadDeps = Pick<AppDeps, 'database' | 'logger' | 'storage' | 'uploadReferences'>;

/** Of the recorded uploads `names`, removes (row, then file) those no declared column refers to; returns them. */
async function removeUnreferenced(deps: UploadDeps, names: string[]): Promise<string[]> {
  const { database, uploadReferences } = deps;
  if (names.length === 0) return [];
  const referenced = await referencedUploads(database.db, uploadReferences, names);
  const unreferenced = names.filter((name) => !referenced.has(name));
  if (unreferenced.length === 0) return [];
  // The row goes first: a file left by a crash in between is a stray one, which the sweeper removes.
  await database.db.deleteFrom('uploads').where('name', 'in', unreferenced).execute();
  const { storage } = deps;
  await Promise.all(unreferenced.map((name) => removeUploadedImage(storage, name)));
  return unreferenced;
}

/**
 * Removes at once those of the given urls' uploads that no row refers to any more, file and record; for the
 * writer that just dropped them (a post deleted or edited). Urls of anything but a recorded upload are
 * ignored. Returns the names removed.
 */
export async function releaseUnreferencedUploads(deps: UploadDeps, urls: readonly string[]): Promise<string[]> {
  const asked = [...new Set(urls.flatMap((url) => uploadNameOfUrl(url) ?? []))];
  const removed: string[] = [];
  for (const batch of batches(asked)) {
    const recorded = await deps.database.db.selectFrom('uploads').select('name').where('name', 'in', batch).execute();
    removed.push(...(await removeUnreferenced(deps, recorded.map((row) => row.name))));
  }
  if (removed.length > 0) deps.logger.info({ removed }, 'released uploads nothing refers to');
  return removed;
}

/**
 * Records the files older than `cutoff` that have no row (from before uploads were recorded, or left by a crash
 * between writing and recording), without an owner: from then on the one rule below keeps or removes them.
 */
async function recordStrayFiles(deps: UploadDeps, cutoff: Date): Promise<void> {
  const { database } = deps;
  const files = (await listUploadedImages(deps.storage)).filter((file) => file.modifiedAt <= cutoff);
  for (const batch of batches(files)) {
    const known = new Set(
      (await database.db.selectFrom('uploads').select('name').where('name', 'in', batch.map((file) => file.name)).execute()).map(
        (row) => row.name,
      ),
    );
    const strays = batch.filter((file) => !known.has(file.name));
    if (strays.length === 0) continue;
    await database.db
      .insertInto('uploads')
      .values(
        strays.map((file) => ({
          name: file.name,
          owner_id: null,
          content_type: typeOfUploadName(file.name)!,
          size: file.size,
          created_at: file.modifiedAt.toISOString(),
        })),
      )
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
}

/**
 * Removes every upload older than the grace period that no declared column refers to, stray files included,
 * and logs their names. Returns them.
 */
export async function sweepUnreferencedUploads(deps: UploadDeps, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - UNREFERENCED_UPLOAD_GRACE_MS);
  await recordStrayFiles(deps, cutoff);
  const removed: string[] = [];
  // Pages by name, so the rows removed along the way do not shift the pages still to read.
  for (let after = ''; ; ) {
    const page = await deps.database.db
      .selectFrom('uploads')
      .select('name')
      .where('created_at', '<=', cutoff.toISOString())
      .where('name', '>', after)
      .orderBy('name')
      .limit(REFERENCE_BATCH)
      .execute();
    if (page.length === 0) break;
    after = page.at(-1)!.name;
    removed.push(...(await removeUnreferenced(deps, page.map((row) => row.name))));
  }
  if (removed.length > 0) deps.logger.info({ removed }, 'swept uploads nothing refers to');
  return removed;
}

export interface UploadSweeper {
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

/** Sweeps now and then every hour, in the background: the timers keep no process alive. */
export function startUploadSweeper(deps: UploadDeps & Pick<AppDeps, 'clock'>): UploadSweeper {
  let running: Promise<void> | undefined;
  let stopped = false;
  const sweep = () => {
    // A sweep still running (a huge backlog) is not joined by a second one.
    if (stopped || running) return;
    running = sweepUnreferencedUploads(deps, deps.clock())
      .then(() => undefined)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'sweeping uploads failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(sweep, 0);
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
