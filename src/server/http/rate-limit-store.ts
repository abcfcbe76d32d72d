/** The window of one key after a request was counted in it. */
export interface RateLimitWindow {
  count: number;
  endsAt: number;
}

/** Where the fixed-window counters live. `hit` counts one request atomically and answers its window. */
export interface RateLimitStore {
  hit(key: string, time: number): RateLimitWindow | Promise<RateLimitWindow>;
}

/** Counters in this process's memory; windows that ended are swept at most once per window. */
export function createMemoryRateLimitStore(windowMs: number): RateLimitStore {
  const windows = new Map<string, RateLimitWindow>();
  let nextSweep = 0;

  const sweep = (time: number) => {
    if (time < nextSweep) return;
    nextSweep = time + windowMs;
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
  };

  return {
    hit(key, time) {
      sweep(time);
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { ...window };
    },
  };
}
