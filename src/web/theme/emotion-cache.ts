import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer, type Middleware } from 'stylis';
import type { ThemeDirection } from './palette';

const caches: Partial<Record<ThemeDirection, EmotionCache>> = {};
/** The vendor prefixer and the mirroring, in that order. */
let rtlPlugins: Middleware[] | undefined;

/**
 * Loads the style mirroring for right-to-left; only visitors who choose RTL download it. A cache given plugins
 * of its own loses emotion's default prefixer, so the RTL one takes stylis' prefixer along: the stylis emotion
 * itself runs on, pinned to the version emotion asks for (4.2.0), since the prefixer of a later one broke on the
 * rules emotion's compiler made (`::placeholder`) and crashed the screen.
 */
export async function loadRtlStyles(): Promise<void> {
  if (rtlPlugins) return;
  const { default: mirror } = await import('stylis-plugin-rtl');
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
