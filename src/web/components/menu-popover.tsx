import Box from '@mui/material/Box';
import Popover, { type PopoverProps } from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';
import type { HTMLAttributes } from 'react';

interface MenuPopoverProps extends Omit<PopoverProps, 'open' | 'anchorEl' | 'onClose' | 'slotProps'> {
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose(): void;
  width?: number;
  /** Attributes of the panel itself (id, role, labels). */
  paperProps?: HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string };
}

/** A dropdown panel under its button, aligned to the button's end edge, with a small arrow. */
export function MenuPopover({
  open,
  anchorEl,
  onClose,
  width,
  children,
  paperProps,
  ...other
}: MenuPopoverProps) {
  const theme = useTheme();
  const end = theme.direction === 'rtl' ? 'left' : 'right';
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
      slotProps={{
        paper: {
          ...paperProps,
          sx: {
            mt: 1.5,
            width,
            maxWidth: 'calc(100vw - 32px)',
            overflow: 'inherit',
            borderRadius: 1.5,
            border: 1,
            borderColor: 'divider',
            boxShadow:
              theme.palette.mode === 'light'
                ? '0 0 2px 0 rgba(145,158,171,0.24), -20px 20px 40px -4px rgba(145,158,171,0.24)'
                : '0 0 2px 0 rgba(0,0,0,0.24), -20px 20px 40px -4px rgba(0,0,0,0.24)',
          },
        },
      }}
      {...other}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: -7,
          right: 20,
          width: 12,
          height: 12,
          transform: 'rotate(45deg)',
          bgcolor: 'background.paper',
          borderTop: 1,
          borderLeft: 1,
          borderColor: 'divider',
          borderTopLeftRadius: 2,
        }}
      />
      {children}
    </Popover>
  );
}

/** The attributes of a panel that is a dialog, named by its heading `${id}-title`. */
export const dialogPanelProps = (id: string, testId: string) => ({
  id,
  role: 'dialog',
  'aria-labelledby': `${id}-title`,
  'data-testid': testId,
});
