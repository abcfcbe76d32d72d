import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A dashed drop zone with a cloud and an arrow going up into it. */
export function UploadIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect
        x="22"
        y="14"
        width="116"
        height="72"
        rx="8"
        fill="none"
        stroke={palette.grey[500]}
        strokeWidth="2"
        strokeDasharray="6 5"
      />
      <path
        d="M62 62h-6a12 12 0 0 1-1-24 16 16 0 0 1 30-4 12 12 0 0 1 20 12 9 9 0 0 1-3 16h-6"
        fill="none"
        stroke={palette.grey[500]}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M80 72V48m-9 9 9-9 9 9"
        fill="none"
        stroke={palette.primary.main}
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </IllustrationSvg>
  );
}
