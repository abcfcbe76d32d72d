import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuPopover, usePopover } from '@/web/components/menu-popover';
import { languages, type Language } from '@/web/locales/i18n';
import { LanguageFlag } from './language-flags';

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
        sx={{ width: 40, height: 40 }}
      >
        <LanguageFlag language={current.value} />
      </IconButton>
      <MenuPopover open={popover.open} anchorEl={popover.anchorEl} onClose={popover.onClose} width={180}>
        <MenuList id={menuId} autoFocusItem aria-label={t('dashboard.language.menu')} sx={{ p: 1 }}>
          {languages.map((language) => (
            <MenuItem
              key={language.value}
              lang={language.value}
              selected={language.value === current.value}
              onClick={() => choose(language.value)}
              sx={{ borderRadius: 1, typography: 'body2', py: 1 }}
            >
              <ListItemIcon>
                <LanguageFlag language={language.value} />
              </ListItemIcon>
              {language.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </>
  );
}
