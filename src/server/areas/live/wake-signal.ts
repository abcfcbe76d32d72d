/**
 * A wake-up a loop waits for: a wake that comes while the loop is busy is kept, so the next wait returns at once
 * and nothing committed in between is left unread.
 */
export function createWakeSignal() {
  let pending = false;
  let resolveWait: ((woken: boolean) => void) | undefined;
  return {
    wake(): void {
      if (resolveWait) {
        const resolve = resolveWait;
        resolveWait = undefined;
        resolve(true);
      } else {
        pending = true;
      }
    },
    /** True when woken, false when `timeoutMs` passed first. */
    wait(timeoutMs: number): Promise<boolean> {
      if (pending) {
        pending = false;
        return Promise.resolve(true);
      }
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          resolveWait = undefined;
          resolve(false);
        }, timeoutMs);
        resolveWait = (woken) => {
          clearTimeout(timer);
          resolve(woken);
        };
      });
    },
  };
}
