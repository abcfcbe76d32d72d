import type { HealthCheck } from '@/contract/health';

/** A named check a server must pass to take requests (GET /api/health); it throws when it fails. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

const CHECK_TIMEOUT_MS = 5_000;

/** Runs every check at once; one that throws or takes longer than the timeout has failed. */
export async function runReadinessChecks(
  checks: readonly ReadinessCheck[],
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<(HealthCheck & { error?: unknown })[]> {
  return Promise.all(
    checks.map(async ({ name, check }) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([check(), timeout]);
        return { name, status: 'ok' as const };
      } catch (error) {
        return { name, status: 'failed' as const, error };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
