import IconButton from '@mui/material/IconButton';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '@/web/lib/lazy-with-preload';
import { languages, type Language } from '@/web/locales/i18n';
import { FlagIcon } from './flag-icon';

const LanguageMenuList = lazyWithPreload(() => import('./language-menu-list'));

/** A flag button that opens the list of interface languages (locales/i18n.ts). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu's code loads on the first approach to the button; once shown it stays mounted to animate.
  const [used, setUsed] = useState(false);
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
        onPointerEnter={LanguageMenuList.preload}
        onTouchStart={LanguageMenuList.preload}
        onFocus={LanguageMenuList.preload}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ width: 44, height: 44 }}
      >
        <FlagIcon language={current.value} />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <LanguageMenuList
            id={menuId}
            anchor={anchor}
            current={current.value}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
