import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@/web/locales/i18n';
import { FlagIcon } from './flag-icon';

interface LanguageMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The open language menu: one item per interface language (loaded on demand by LanguageMenu). */
export default function LanguageMenuList({ id, anchor, current, onChoose, onClose }: LanguageMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
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
          selected={language.value === current}
          onClick={() => onChoose(language.value)}
          sx={{ py: 1, borderRadius: 1, mx: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <FlagIcon language={language.value} />
          </ListItemIcon>
          <ListItemText>{language.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
