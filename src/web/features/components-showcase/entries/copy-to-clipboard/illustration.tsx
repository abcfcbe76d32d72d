import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A text field with a copy button, and the clipboard it fills with a tick. */
export function CopyToClipboardIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect
        x="14"
        y="38"
        width="86"
        height="26"
        rx="6"
        fill="none"
        stroke={palette.grey[500]}
        strokeWidth="2"
      />
      <rect x="22" y="48" width="48" height="6" rx="3" fill={palette.grey[500]} />
      <rect x="78" y="43" width="16" height="16" rx="3" fill={palette.primary.main} />
      <rect
        x="82"
        y="47"
        width="8"
        height="8"
        rx="1"
        fill="none"
        stroke={palette.primary.contrastText}
        strokeWidth="1.5"
      />
      <path d="M104 51h10" stroke={palette.grey[500]} strokeWidth="2" strokeDasharray="3 3" />
      <rect x="118" y="26" width="30" height="44" rx="4" fill={palette.grey[500]} />
      <rect x="126" y="21" width="14" height="9" rx="2" fill={palette.primary.main} />
      <path
        d="m125 50 6 6 11-12"
        fill="none"
        stroke={palette.success.main}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </IllustrationSvg>
  );
}
