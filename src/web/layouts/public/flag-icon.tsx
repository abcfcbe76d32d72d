import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import type { Language } from '@/web/locales/i18n';

// Drawn here rather than as emoji: many systems have no colour emoji for flags.
function UnitedKingdom() {
  const clip = `${useId()}-diagonals`;
  return (
    <>
      <clipPath id={clip}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <path d="M0 0h60v30H0z" fill="#012169" />
      <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30m0-30L0 30" clipPath={`url(#${clip})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </>
  );
}

const stripes = (colors: [string, string, string], direction: 'rows' | 'columns') =>
  colors.map((fill, index) =>
    direction === 'rows' ? (
      <rect key={fill} y={index * 10} width="60" height="10" fill={fill} />
    ) : (
      <rect key={fill} x={index * 20} width="20" height="30" fill={fill} />
    ),
  );

const flags: Record<Language, () => ReactNode> = {
  en: () => <UnitedKingdom />,
  de: () => stripes(['#000', '#DD0000', '#FFCE00'], 'rows'),
  fr: () => stripes(['#002395', '#fff', '#ED2939'], 'columns'),
};

/** A language's flag, 28x20 with rounded corners; decorative (the language's name is always beside it or in the label). */
export function FlagIcon({ language }: { language: Language }) {
  const theme = useTheme();
  const Flag = flags[language];
  return (
    <svg
      viewBox="0 0 60 30"
      preserveAspectRatio="xMidYMid slice"
      width={28}
      height={20}
      aria-hidden="true"
      focusable="false"
      style={{
        display: 'block',
        borderRadius: 4,
        flexShrink: 0,
        boxShadow: `0 0 0 1px ${theme.palette.divider}`,
      }}
    >
      <Flag />
    </svg>
  );
}
