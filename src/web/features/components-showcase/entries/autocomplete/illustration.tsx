import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A text field with its list of options open below, one option highlighted. */
export function AutocompleteIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect
        x="24"
        y="10"
        width="112"
        height="20"
        rx="5"
        fill="none"
        stroke={palette.primary.main}
        strokeWidth="2"
      />
      <rect x="32" y="17.5" width="40" height="5" rx="2.5" fill={palette.text.primary} opacity="0.7" />
      <path d="m118 18 4 4 4-4" fill="none" stroke={palette.grey[500]} strokeWidth="2" />
      <rect x="24" y="36" width="112" height="56" rx="5" fill={palette.grey[500]} opacity="0.16" />
      <rect x="28" y="40" width="104" height="15" rx="3" fill={palette.primary.main} opacity="0.24" />
      {[0, 1, 2].map((index) => (
        <rect
          key={index}
          x="34"
          y={45 + index * 16}
          width={[54, 68, 44][index]}
          height="5"
          rx="2.5"
          fill={index === 0 ? palette.primary.main : palette.grey[500]}
        />
      ))}
    </IllustrationSvg>
  );
}
