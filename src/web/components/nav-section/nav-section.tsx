import Box, { type BoxProps } from '@mui/material/Box';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { useId } from 'react';
import { NavItem } from './nav-item';
import type { NavGroupConfig } from './nav-types';

function NavGroup({ group }: { group: NavGroupConfig }) {
  const headingId = useId();
  return (
    <Box sx={{ px: 2 }}>
      <ListSubheader
        id={headingId}
        component="div"
        disableSticky
        disableGutters
        sx={{ typography: 'overline', color: 'text.secondary', bgcolor: 'transparent', pt: 3, pb: 1, pl: 2, lineHeight: 1.5 }}
      >
        {group.subheader}
      </ListSubheader>
      <List disablePadding aria-labelledby={headingId}>
        {group.items.map((item) => (
          <NavItem key={item.path} item={item} />
        ))}
      </List>
    </Box>
  );
}

interface NavSectionProps extends BoxProps<'nav'> {
  groups: NavGroupConfig[];
}

/** The sidebar navigation: titled groups of links and collapsible items with their own links. */
export function NavSection({ groups, ...other }: NavSectionProps) {
  return (
    <Box component="nav" {...other}>
      {groups.map((group) => (
        <NavGroup key={group.subheader} group={group} />
      ))}
    </Box>
  );
}
