import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer, type Middleware } from 'stylis';
import type { ThemeDirection } from './palette';

const caches: Partial<Record<ThemeDirection, EmotionCache>> = {};
let rtlPlugin: Middleware | undefined;

/** Loads the style mirroring for right-to-left; only visitors who choose RTL download it. */
export async function loadRtlStyles(): Promise<void> {
  rtlPlugin ??= (await import('stylis-plugin-rtl')).default;
}

/** Whether styles for this direction can be made now (RTL needs loadRtlStyles first). */
export const canStyleDirection = (direction: ThemeDirection) => direction === 'ltr' || rtlPlugin !== undefined;

/** One emotion cache per direction; the RTL one mirrors every style (margins, paddings, positions). */
export function emotionCacheFor(direction: ThemeDirection): EmotionCache {
  if (direction === 'rtl') {
    if (!rtlPlugin) throw new Error('RTL styles are not loaded yet: await loadRtlStyles() first');
    caches.rtl ??= createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });
    return caches.rtl;
  }
  caches.ltr ??= createCache({ key: 'mui', stylisPlugins: [prefixer] });
  return caches.ltr;
}
