import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// The few icons the shell needs, drawn inline so no icon font or icon package is loaded.

export function EyeIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 5C6.5 5 2.7 9.4 1.5 12c1.2 2.6 5 7 10.5 7s9.3-4.4 10.5-7C21.3 9.4 17.5 5 12 5Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z" />
    </SvgIcon>
  );
}

export function EyeOffIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3.3 2 2 3.3l3.2 3.2C3.4 7.9 2.1 9.8 1.5 12c1.2 2.6 5 7 10.5 7 1.9 0 3.6-.5 5.1-1.3l3.6 3.6 1.3-1.3L3.3 2ZM12 16.5A4.5 4.5 0 0 1 7.5 12c0-.8.2-1.6.6-2.2l1.5 1.5a2.5 2.5 0 0 0 3.1 3.1l1.5 1.5c-.6.4-1.4.6-2.2.6Zm0-11.5c5.5 0 9.3 4.4 10.5 7-.5 1.2-1.5 2.7-2.9 4l-3.2-3.2A4.5 4.5 0 0 0 11.7 7.5L9.3 5.3C10.2 5.1 11.1 5 12 5Z" />
    </SvgIcon>
  );
}

export function KeyIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 14a2 2 0 1 1 0-4 2 2 0 0 1 0 4Zm5.6-4A6 6 0 1 0 12.6 14H16v3h3v-3h2v-4h-8.4Z" />
    </SvgIcon>
  );
}

export function CloseIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z" />
    </SvgIcon>
  );
}

/** Points to the reading start; mirror it with `transform: scaleX(-1)` in right-to-left. */
export function ChevronStartIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />
    </SvgIcon>
  );
}

export function ChevronEndIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />
    </SvgIcon>
  );
}
