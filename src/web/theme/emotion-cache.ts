import createCache, { type EmotionCache } from '@emotion/cache';
import type { Middleware } from 'stylis';
import type { ThemeDirection } from './palette';

const caches: Partial<Record<ThemeDirection, EmotionCache>> = {};
/** The vendor prefixer and the mirroring, in that order. */
let rtlPlugins: Middleware[] | undefined;

/**
 * Loads the style mirroring for right-to-left; only visitors who choose RTL download it. A cache given plugins
 * of its own loses emotion's default prefixer, so the RTL one takes stylis' prefixer along (left to right keeps
 * emotion's defaults, so stylis itself is not in the first load). The project's stylis is pinned to the version
 * emotion compiles with (4.2.0): the prefixer of a later one broke on the rules it made (`::placeholder`).
 */
export async function loadRtlStyles(): Promise<void> {
  if (rtlPlugins) return;
  const [{ prefixer }, { default: mirror }] = await Promise.all([import('stylis'), import('stylis-plugin-rtl')]);
  rtlPlugins = [prefixer, mirror];
}

/** Whether styles for this direction can be made now (RTL needs loadRtlStyles first). */
export const canStyleDirection = (direction: ThemeDirection) => direction === 'ltr' || rtlPlugins !== undefined;

/** One emotion cache per direction; the RTL one mirrors every style (margins, paddings, positions). */
export function emotionCacheFor(direction: ThemeDirection): EmotionCache {
  if (direction === 'rtl') {
    if (!rtlPlugins) throw new Error('RTL styles are not loaded yet: await loadRtlStyles() first');
    caches.rtl ??= createCache({ key: 'mui-rtl', stylisPlugins: rtlPlugins });
    return caches.rtl;
  }
  // Emotion's default plugins: its own prefixer.
  caches.ltr ??= createCache({ key: 'mui' });
  return caches.ltr;
}
