import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { lazyPanel } from '@/web/components/lazy-panel';
import { usePopover } from '@/web/components/use-popover';
import { SettingsIcon } from './shell-icons';

const SettingsPanel = lazyPanel(() => import('./settings-panel'));

/** The header's settings button and its drawer. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const panel = usePopover();
  return (
    <>
      <IconButton
        aria-label={t('dashboard.settings.button')}
        aria-haspopup="dialog"
        aria-expanded={panel.open}
        onClick={panel.onOpen}
        onPointerEnter={SettingsPanel.preload}
        onFocus={SettingsPanel.preload}
      >
        <SettingsIcon />
      </IconButton>
      <SettingsPanel open={panel.open} onClose={panel.onClose} />
    </>
  );
}
