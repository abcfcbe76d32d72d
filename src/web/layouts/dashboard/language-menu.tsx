import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import { useTranslation } from 'react-i18next';
import { MenuPopover } from '@/web/components/menu-popover';
import { languages, type Language } from '@/web/locales/i18n';
import { LanguageFlag } from './language-flags';

interface LanguageMenuProps {
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose(): void;
  menuId: string;
  current: Language;
  onChoose(language: Language): void;
}

/** The language button's menu: the three languages, each named in itself. */
export default function LanguageMenu({
  open,
  anchorEl,
  onClose,
  menuId,
  current,
  onChoose,
}: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <MenuPopover open={open} anchorEl={anchorEl} onClose={onClose} width={180}>
      <MenuList id={menuId} autoFocusItem aria-label={t('dashboard.language.menu')} sx={{ p: 1 }}>
        {languages.map((language) => (
          <MenuItem
            key={language.value}
            lang={language.value}
            selected={language.value === current}
            onClick={() => onChoose(language.value)}
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
  );
}
