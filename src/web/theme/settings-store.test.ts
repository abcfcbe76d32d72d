import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings, readStoredSettings, sanitizeSettings, useSettings } from './settings-store';

describe('theme settings', () => {
  beforeEach(() => {
    localStorage.clear();
    useSettings.getState().reset();
  });

  it('default to light, ltr and the default colour', () => {
    expect(readStoredSettings()).toEqual({ themeMode: 'light', themeDirection: 'ltr', themeColor: 'default' });
    expect(defaultSettings).toEqual(readStoredSettings());
  });

  it('are stored under localStorage settings as exactly {themeMode, themeDirection, themeColor}', () => {
    useSettings.getState().setThemeMode('dark');
    useSettings.getState().setThemeDirection('rtl');
    useSettings.getState().setThemeColor('purple');
    expect(JSON.parse(localStorage.getItem('settings')!)).toEqual({
      themeMode: 'dark',
      themeDirection: 'rtl',
      themeColor: 'purple',
    });
    expect(readStoredSettings()).toEqual({ themeMode: 'dark', themeDirection: 'rtl', themeColor: 'purple' });
  });

  it('ignore stored values that are not theirs', () => {
    expect(sanitizeSettings({ themeMode: 'sepia', themeDirection: 'up', themeColor: 'pink' })).toEqual(defaultSettings);
    localStorage.setItem('settings', '{not json');
    expect(readStoredSettings()).toEqual(defaultSettings);
  });
});
