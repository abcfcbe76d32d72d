import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// The public shell's own icons, drawn inline (no icon package); the networks' marks are in components/network-icons.

export function MenuIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
    </SvgIcon>
  );
}

export { CloseIcon } from '@/web/components/icons';
