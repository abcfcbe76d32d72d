import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../../locales/i18n';
import { FlagIcon } from './flag-icon';

/** A flag button that opens the list of interface languages (locales/i18n.ts). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = languages.find((language) => language.value === i18n.resolvedLanguage) ?? languages[0];

  const choose = (language: Language) => {
    setAnchor(null);
    void i18n.changeLanguage(language);
  };

  return (
    <>
      <IconButton
        aria-label={t('public.language', { language: current.label })}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 44, height: 44 }}
      >
        <FlagIcon language={current.value} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-label': t('public.chooseLanguage'), dense: true },
          paper: { sx: { minWidth: 180, mt: 1 } },
        }}
      >
        {languages.map((language) => (
          <MenuItem
            key={language.value}
            lang={language.value}
            selected={language.value === current.value}
            onClick={() => choose(language.value)}
            sx={{ py: 1, borderRadius: 1, mx: 1 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <FlagIcon language={language.value} />
            </ListItemIcon>
            <ListItemText>{language.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
