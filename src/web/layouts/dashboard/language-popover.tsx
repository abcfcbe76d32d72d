import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPanel } from '@/web/components/lazy-panel';
import { usePopover } from '@/web/components/use-popover';
import { languages, type Language } from '@/web/locales/i18n';
import { LanguageFlag } from './language-flags';

const LanguageMenu = lazyPanel(() => import('./language-menu'));

/** Chooses the interface language; i18next keeps it under localStorage i18nextLng. */
export function LanguagePopover() {
  const { t, i18n } = useTranslation();
  const popover = usePopover();
  const menuId = useId();
  const current = languages.find((language) => language.value === i18n.resolvedLanguage) ?? languages[0];

  const choose = (language: Language) => {
    popover.onClose();
    void i18n.changeLanguage(language);
  };

  return (
    <>
      <IconButton
        aria-label={t('dashboard.language.label', { language: current.label })}
        aria-haspopup="menu"
        aria-expanded={popover.open}
        aria-controls={popover.open ? menuId : undefined}
        onClick={popover.onOpen}
        onPointerEnter={LanguageMenu.preload}
        onFocus={LanguageMenu.preload}
        sx={{ width: 40, height: 40 }}
      >
        <LanguageFlag language={current.value} />
      </IconButton>
      <LanguageMenu
        open={popover.open}
        anchorEl={popover.anchorEl}
        onClose={popover.onClose}
        menuId={menuId}
        current={current.value}
        onChoose={choose}
      />
    </>
  );
}
