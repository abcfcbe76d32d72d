import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

export interface SidebarDrawerProps {
  open: boolean;
  onClose(): void;
  width: number;
  label: string;
  testId?: string;
  children: ReactNode;
}

/** A layout's side navigation as a drawer over the page (small screens). */
export default function SidebarDrawer({ open, onClose, width, label, testId, children }: SidebarDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          component: 'aside',
          'aria-label': label,
          'data-testid': testId,
          sx: { width, bgcolor: 'background.default' },
        } as object,
      }}
    >
      {children}
    </Drawer>
  );
}
