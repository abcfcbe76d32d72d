import Box from '@mui/material/Box';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { useTheme } from '@mui/material/styles';

/** "Back": points against the reading direction, so it is mirrored in right-to-left layouts. */
export function BackIcon(props: SvgIconProps) {
  return (
    <SvgIcon
      {...props}
      sx={[
        { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    >
      <path d="M14.7 5.3a1 1 0 0 1 0 1.4L9.4 12l5.3 5.3a1 1 0 0 1-1.4 1.4l-6-6a1 1 0 0 1 0-1.4l6-6a1 1 0 0 1 1.4 0Z" />
    </SvgIcon>
  );
}

/** A sealed envelope with a tick: the reset request went out. Decorative. */
export function MailSentIllustration() {
  const { palette } = useTheme();
  const { lighter, light, main, dark } = palette.primary;
  return (
    <Box component="span" sx={{ display: 'inline-flex', mb: 5 }}>
      <svg width="160" height="120" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
        <ellipse cx="80" cy="108" rx="56" ry="6" fill={palette.action.hover} />
        <rect x="24" y="24" width="112" height="76" rx="10" fill={lighter} />
        <path d="M24 34 80 72l56-38" fill="none" stroke={light} strokeWidth="6" strokeLinejoin="round" />
        <rect x="24" y="24" width="112" height="76" rx="10" fill="none" stroke={main} strokeWidth="4" />
        <circle cx="126" cy="30" r="20" fill={dark} />
        <path
          d="m116 30 7 7 13-14"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Box>
  );
}
