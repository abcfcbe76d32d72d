import Box from '@mui/material/Box';
import { useId } from 'react';
import type { Language } from '@/web/locales/i18n';

// Flags drawn as SVG: emoji flags do not render on every system (Windows, many Linux desktops).

function UnitedKingdom() {
  const clip = useId();
  return (
    <>
      <clipPath id={clip}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <path d="M0 0v30h60V0z" fill="#012169" />
      <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30m0-30L0 30" clipPath={`url(#${CSS.escape(clip)})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </>
  );
}

const flags: Record<Language, () => React.JSX.Element> = {
  en: UnitedKingdom,
  de: () => (
    <>
      <rect width="60" height="10" fill="#000" />
      <rect y="10" width="60" height="10" fill="#DD0000" />
      <rect y="20" width="60" height="10" fill="#FFCE00" />
    </>
  ),
  fr: () => (
    <>
      <rect width="20" height="30" fill="#002395" />
      <rect x="20" width="20" height="30" fill="#fff" />
      <rect x="40" width="20" height="30" fill="#ED2939" />
    </>
  ),
};

export function LanguageFlag({ language, size = 28 }: { language: Language; size?: number }) {
  const Flag = flags[language];
  return (
    <Box
      component="svg"
      viewBox="0 0 60 30"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden
      focusable="false"
      sx={{ width: size, height: Math.round(size * 0.7), borderRadius: 0.5, flexShrink: 0, display: 'block' }}
    >
      <Flag />
    </Box>
  );
}
