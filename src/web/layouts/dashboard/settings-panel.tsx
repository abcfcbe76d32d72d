import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryPresets, themeColors, type ThemeColor } from '@/web/theme/palette';
import { useSettings } from '@/web/theme/settings-store';
import { CloseIcon, LtrIcon, MoonIcon, ResetIcon, RtlIcon, SunIcon } from './shell-icons';

function OptionCard({ icon, label, selected }: { icon: ReactNode; label: string; selected: boolean }) {
  return (
    <Stack
      className="option-card"
      spacing={1}
      sx={(theme) => ({
        width: 1,
        py: 2,
        alignItems: 'center',
        borderRadius: 1.5,
        border: 1,
        borderColor: selected ? 'text.primary' : 'divider',
        color: selected ? 'text.primary' : 'text.secondary',
        bgcolor: selected ? alpha(theme.palette.grey[500], 0.12) : 'transparent',
        typography: 'body2',
        fontWeight: selected ? 600 : 400,
      })}
    >
      {icon}
      <span>{label}</span>
    </Stack>
  );
}

interface ChoiceSectionProps<T extends string> {
  title: string;
  value: T;
  onChange(value: T): void;
  children: ReactNode;
}

function ChoiceSection<T extends string>({ title, value, onChange, children }: ChoiceSectionProps<T>) {
  const titleId = useId();
  return (
    <Box>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <RadioGroup
        row
        aria-labelledby={titleId}
        value={value}
        onChange={(_event, next) => onChange(next as T)}
        sx={{ gap: 1.5, flexWrap: 'nowrap' }}
      >
        {children}
      </RadioGroup>
    </Box>
  );
}

const focusRing = {
  p: 0,
  borderRadius: 1.5,
  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  '&:hover': { bgcolor: 'transparent' },
} as const;

function CardRadio({
  value,
  label,
  icon,
  selected,
}: {
  value: string;
  label: string;
  icon: ReactNode;
  selected: boolean;
}) {
  return (
    <Radio
      value={value}
      disableRipple
      slotProps={{ input: { 'aria-label': label } }}
      icon={<OptionCard icon={icon} label={label} selected={false} />}
      checkedIcon={<OptionCard icon={icon} label={label} selected />}
      checked={selected}
      sx={{ ...focusRing, flex: 1 }}
    />
  );
}

function SwatchRadio({ color, label, selected }: { color: ThemeColor; label: string; selected: boolean }) {
  const swatch = (checked: boolean) => (
    <Box
      sx={{
        width: 40,
        height: 40,
        borderRadius: 1.5,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: 1,
        borderColor: checked ? 'text.primary' : 'divider',
        bgcolor: checked ? alpha(primaryPresets[color].main, 0.12) : 'transparent',
      }}
    >
      <Box
        sx={{
          width: checked ? 24 : 14,
          height: checked ? 24 : 14,
          borderRadius: '50%',
          bgcolor: primaryPresets[color].main,
          transition: (theme) => theme.transitions.create(['width', 'height']),
        }}
      />
    </Box>
  );
  return (
    <Tooltip title={label}>
      <Radio
        value={color}
        disableRipple
        slotProps={{ input: { 'aria-label': label } }}
        icon={swatch(false)}
        checkedIcon={swatch(true)}
        checked={selected}
        sx={focusRing}
      />
    </Tooltip>
  );
}

interface SettingsPanelProps {
  open: boolean;
  onClose(): void;
}

/** The settings button's drawer: mode, direction and primary colour, kept locally. */
export default function SettingsPanel({ open, onClose }: SettingsPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { themeMode, themeDirection, themeColor, setThemeMode, setThemeDirection, setThemeColor, reset } =
    useSettings();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: 300, maxWidth: '100vw' },
        },
        backdrop: { invisible: true },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', py: 2, pl: 2.5, pr: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('dashboard.settings.title')}
        </Typography>
        <Tooltip title={t('dashboard.settings.reset')}>
          <IconButton aria-label={t('dashboard.settings.reset')} onClick={reset}>
            <ResetIcon />
          </IconButton>
        </Tooltip>
        <IconButton aria-label={t('dashboard.settings.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Stack spacing={4} sx={{ p: 2.5 }}>
        <ChoiceSection title={t('dashboard.settings.mode')} value={themeMode} onChange={setThemeMode}>
          <CardRadio
            value="light"
            label={t('dashboard.settings.light')}
            icon={<SunIcon />}
            selected={themeMode === 'light'}
          />
          <CardRadio
            value="dark"
            label={t('dashboard.settings.dark')}
            icon={<MoonIcon />}
            selected={themeMode === 'dark'}
          />
        </ChoiceSection>
        <ChoiceSection
          title={t('dashboard.settings.direction')}
          value={themeDirection}
          onChange={setThemeDirection}
        >
          <CardRadio
            value="ltr"
            label={t('dashboard.settings.ltr')}
            icon={<LtrIcon />}
            selected={themeDirection === 'ltr'}
          />
          <CardRadio
            value="rtl"
            label={t('dashboard.settings.rtl')}
            icon={<RtlIcon />}
            selected={themeDirection === 'rtl'}
          />
        </ChoiceSection>
        <ChoiceSection title={t('dashboard.settings.color')} value={themeColor} onChange={setThemeColor}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              gap: 1.5,
              justifyItems: 'center',
              width: 1,
            }}
          >
            {themeColors.map((color) => (
              <SwatchRadio
                key={color}
                color={color}
                label={t(`dashboard.settings.colors.${color}`)}
                selected={themeColor === color}
              />
            ))}
          </Box>
        </ChoiceSection>
      </Stack>
    </Drawer>
  );
}
