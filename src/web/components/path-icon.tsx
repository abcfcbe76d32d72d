import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** An inline one-path icon (no icon package): `export const PlusIcon = pathIcon('M11 5h2v6...')`. */
export const pathIcon = (d: string) =>
  function PathIcon(props: SvgIconProps) {
    return (
      <SvgIcon {...props}>
        <path d={d} />
      </SvgIcon>
    );
  };
