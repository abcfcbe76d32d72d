import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import SvgIcon from '@mui/material/SvgIcon';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isNavItemActive } from './nav-active';
import type { NavItemConfig } from './nav-types';
import { ACTIVE_TINT, readablePrimary } from './readable-primary';

const itemSx = (theme: Theme, active: boolean) => ({
  minHeight: 48,
  mb: 0.5,
  pl: 2,
  pr: 1.5,
  borderRadius: 1,
  color: theme.palette.text.secondary,
  ...(active && {
    color: readablePrimary(theme),
    fontWeight: 600,
    bgcolor: alpha(theme.palette.primary.main, ACTIVE_TINT),
    '&:hover': { bgcolor: alpha(theme.palette.primary.main, ACTIVE_TINT * 2) },
  }),
});

function ItemText({ title }: { title: string }) {
  return (
    <ListItemText
      primary={title}
      slotProps={{ primary: { noWrap: true, variant: 'body2', sx: { fontWeight: 'inherit' } } }}
    />
  );
}

function ItemIcon({ icon }: { icon: NavItemConfig['icon'] }) {
  if (!icon) return null;
  return (
    <Box component="span" sx={{ display: 'flex', width: 24, height: 24, mr: 2, flexShrink: 0, '& svg': { fontSize: 22 } }}>
      {icon}
    </Box>
  );
}

/** Points to the end while closed (mirrored in RTL), down while open. */
function ExpandArrow({ open }: { open: boolean }) {
  const theme = useTheme();
  const closedTurn = theme.direction === 'rtl' ? 90 : -90;
  return (
    <SvgIcon
      aria-hidden
      sx={{
        fontSize: 18,
        ml: 1,
        transform: open ? 'none' : `rotate(${closedTurn}deg)`,
        transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
    </SvgIcon>
  );
}

function NavLeaf({ item, nested }: { item: NavItemConfig; nested: boolean }) {
  const { pathname } = useLocation();
  const active = isNavItemActive(item, pathname, nested);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={RouterLink}
        to={item.path}
        aria-current={active ? 'page' : undefined}
        sx={(theme) =>
          nested
            ? {
                minHeight: 40,
                mb: 0.5,
                pl: 2,
                borderRadius: 1,
                color: active ? theme.palette.text.primary : theme.palette.text.secondary,
                fontWeight: active ? 600 : 400,
              }
            : itemSx(theme, active)
        }
      >
        {nested ? (
          <Box component="span" aria-hidden sx={{ display: 'flex', width: 24, mr: 2, justifyContent: 'center' }}>
            <Box
              component="span"
              sx={(theme) => ({
                width: 4,
                height: 4,
                borderRadius: '50%',
                bgcolor: active ? 'primary.main' : 'text.disabled',
                transform: active ? 'scale(2)' : 'none',
                transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shorter }),
              })}
            />
          </Box>
        ) : (
          <ItemIcon icon={item.icon} />
        )}
        <ItemText title={item.title} />
      </ListItemButton>
    </ListItem>
  );
}

/** A collapsible item: open while one of its paths is active, and whenever the user opens it. */
function NavBranch({ item }: { item: NavItemConfig }) {
  const { pathname } = useLocation();
  const active = isNavItemActive(item, pathname);
  const listId = useId();
  const [state, setState] = useState({ open: active, pathname });
  if (state.pathname !== pathname) setState({ open: state.open || active, pathname });
  const open = state.pathname === pathname ? state.open : state.open || active;

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setState({ open: !open, pathname })}
        sx={(theme) => itemSx(theme, active)}
      >
        <ItemIcon icon={item.icon} />
        <ItemText title={item.title} />
        <ExpandArrow open={open} />
      </ListItemButton>
      <Collapse in={open} id={listId}>
        <List disablePadding>
          {item.children?.map((child) => <NavLeaf key={child.path} item={child} nested />)}
        </List>
      </Collapse>
    </ListItem>
  );
}

export function NavItem({ item }: { item: NavItemConfig }) {
  return item.children ? <NavBranch item={item} /> : <NavLeaf item={item} nested={false} />;
}
