import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { StorageKey } from '@/web/lib/storage-keys';
import { themeColors, type ThemeColor, type ThemeDirection, type ThemeMode } from './palette';
import type { ThemeSettings } from './create-app-theme';

export const defaultSettings: ThemeSettings = { themeMode: 'light', themeDirection: 'ltr', themeColor: 'default' };

/** Whatever is stored, only known values survive; anything else falls back to the default. */
export function sanitizeSettings(value: unknown): ThemeSettings {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof ThemeSettings, unknown>>;
  return {
    themeMode: stored.themeMode === 'dark' ? 'dark' : 'light',
    themeDirection: stored.themeDirection === 'rtl' ? 'rtl' : 'ltr',
    themeColor: themeColors.includes(stored.themeColor as ThemeColor) ? (stored.themeColor as ThemeColor) : 'default',
  };
}

export function readStoredSettings(storage: Storage = window.localStorage): ThemeSettings {
  try {
    return sanitizeSettings(JSON.parse(storage.getItem(StorageKey.settings) ?? 'null'));
  } catch {
    return defaultSettings;
  }
}

/** localStorage `settings` holds exactly {themeMode, themeDirection, themeColor}. */
const plainStorage: PersistStorage<ThemeSettings> = {
  // No storage while a page is rendered at build time: the defaults apply.
  getItem: () => (typeof window === 'undefined' ? null : { state: readStoredSettings(), version: 0 }),
  setItem: (_name, value) => window.localStorage.setItem(StorageKey.settings, JSON.stringify(sanitizeSettings(value.state))),
  removeItem: () => window.localStorage.removeItem(StorageKey.settings),
};

interface SettingsActions {
  setThemeMode(mode: ThemeMode): void;
  setThemeDirection(direction: ThemeDirection): void;
  setThemeColor(color: ThemeColor): void;
  reset(): void;
}

export const useSettings = create<ThemeSettings & SettingsActions>()(
  persist(
    (set) => ({
      ...defaultSettings,
      setThemeMode: (themeMode) => set({ themeMode }),
      setThemeDirection: (themeDirection) => set({ themeDirection }),
      setThemeColor: (themeColor) => set({ themeColor }),
      reset: () => set(defaultSettings),
    }),
    {
      name: StorageKey.settings,
      storage: plainStorage,
      partialize: ({ themeMode, themeDirection, themeColor }) => ({ themeMode, themeDirection, themeColor }) as never,
    },
  ),
);
