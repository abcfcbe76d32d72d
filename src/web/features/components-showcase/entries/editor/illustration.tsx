import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** An editor: a toolbar of buttons over lines of text, a caret after the last. */
export function EditorIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect
        x="20"
        y="14"
        width="120"
        height="72"
        rx="6"
        fill="none"
        stroke={palette.grey[500]}
        strokeWidth="2"
      />
      <path d="M20 32h120" stroke={palette.grey[500]} strokeWidth="2" />
      {[28, 42, 56].map((x, index) => (
        <rect
          key={x}
          x={x}
          y="19"
          width="10"
          height="8"
          rx="2"
          fill={index === 0 ? palette.primary.main : palette.grey[400]}
        />
      ))}
      <rect x="30" y="42" width="70" height="6" rx="3" fill={palette.grey[500]} />
      <rect x="30" y="54" width="96" height="5" rx="2.5" fill={palette.grey[400]} />
      <rect x="30" y="65" width="84" height="5" rx="2.5" fill={palette.grey[400]} />
      <rect x="30" y="76" width="44" height="5" rx="2.5" fill={palette.grey[400]} />
      <path d="M78 74v9" stroke={palette.primary.main} strokeWidth="2" />
    </IllustrationSvg>
  );
}
