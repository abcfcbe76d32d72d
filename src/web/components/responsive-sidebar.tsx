import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { lazyPanel } from './lazy-panel';

// Its code loads when it first opens: a small screen's first paint has the page and the menu button only.
const SidebarDrawer = lazyPanel(() => import('./sidebar-drawer'));
/** For the button that opens the drawer: starts loading it when pointed at or focused. */
export const preloadSidebarDrawer = SidebarDrawer.preload;

export interface ResponsiveSidebarProps {
  /** Permanent beside the page (wide screens), else a drawer that opens over it. */
  permanent: boolean;
  open: boolean;
  onClose(): void;
  width: number;
  /** The accessible name of the <aside>. */
  label: string;
  testId?: string;
  /** Extra styles of the permanent column. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A layout's side navigation: a column with a dashed edge beside the page, or a drawer on small screens. */
export function ResponsiveSidebar({
  permanent,
  open,
  onClose,
  width,
  label,
  testId,
  sx,
  children,
}: ResponsiveSidebarProps) {
  if (permanent) {
    return (
      <Box
        component="aside"
        aria-label={label}
        data-testid={testId}
        sx={[
          { width, flexShrink: 0, borderRight: 1, borderColor: 'divider', borderRightStyle: 'dashed' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {children}
      </Box>
    );
  }
  return (
    <SidebarDrawer open={open} onClose={onClose} width={width} label={label} testId={testId}>
      {children}
    </SidebarDrawer>
  );
}
