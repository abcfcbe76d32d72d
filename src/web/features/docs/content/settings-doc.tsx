import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CodeBlock } from '@/web/components/code-block/code-block';
import {
  DocHeading,
  DocLead,
  DocList,
  DocParagraph,
  useDocTranslation,
} from '@/web/features/docs/components/doc-text';
import english from '@/web/locales/en/content/docs/doc-settings.json';
import { themeColors } from '@/web/theme/palette';
import { useSettings } from '@/web/theme/settings-store';

const storedSettings = `localStorage.settings = '{"themeMode":"dark","themeDirection":"rtl","themeColor":"purple"}'`;

/** One setting as a row of choices, each applied at once. */
function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  optionLabel,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange(value: T): void;
  optionLabel(option: T): string;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Box id={`setting-${label}`} sx={{ typography: 'subtitle2', minWidth: 96 }}>
        {label}
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        aria-labelledby={`setting-${label}`}
        onChange={(_, next: T | null) => next && onChange(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option} sx={{ px: 1.5 }}>
            {optionLabel(option)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** The three settings, live, where they are kept and the theme's files. */
export function SettingsDoc() {
  const { t } = useDocTranslation();
  const settings = useSettings();
  return (
    <>
      <DocLead />
      <DocHeading id="panel" />
      <DocParagraph k="settingsText" />
      <Box
        data-testid="live-settings"
        sx={{ display: 'grid', gap: 2, my: 3, p: 3, border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        <Choice
          label={t('mode')}
          value={settings.themeMode}
          options={['light', 'dark'] as const}
          onChange={settings.setThemeMode}
          optionLabel={(option) => t(`modes.${option}`)}
        />
        <Choice
          label={t('direction')}
          value={settings.themeDirection}
          options={['ltr', 'rtl'] as const}
          onChange={settings.setThemeDirection}
          optionLabel={(option) => t(`directions.${option}`)}
        />
        <Choice
          label={t('color')}
          value={settings.themeColor}
          options={themeColors}
          onChange={settings.setThemeColor}
          optionLabel={(option) => t(`colors.${option}`)}
        />
        <Box>
          <Button variant="outlined" color="inherit" size="small" onClick={settings.reset}>
            {t('reset')}
          </Button>
        </Box>
      </Box>
      <DocParagraph k="storageText" />
      <CodeBlock code={storedSettings} language="typescript" />
      <DocHeading id="theme" />
      <DocList base="theme" keys={Object.keys(english.theme)} />
      <DocHeading id="direction" />
      <DocParagraph k="rtlText" />
    </>
  );
}
