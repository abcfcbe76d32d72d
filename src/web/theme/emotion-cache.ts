import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { ThemeDirection } from './palette';

const caches: Partial<Record<ThemeDirection, EmotionCache>> = {};

/** One emotion cache per direction; the RTL one mirrors every style (margins, paddings, positions). */
export function emotionCacheFor(direction: ThemeDirection): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui', stylisPlugins: [prefixer] });
  return caches[direction];
}
