import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/web/components/icons';
import { ChevronDownIcon, MenuIcon } from './chevron-down-icon';
import { megaMenuSections } from './mega-menu-data';

/**
 * The same menu on a phone: a drawer from the reading start with a foldable list per section. Escape or the
 * close button shuts it and the focus goes back to the menu button.
 */
export function MobileMegaMenuDemo() {
  const { t } = useTranslation();
  const titleId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(megaMenuSections[0]!.key);
  const [chosen, setChosen] = useState<string | null>(null);
  const text = (section: string, key: string) =>
    t(`components-showcase.mega-menu.sections.${section}.${key}`);
  const choose = (section: string, label: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setChosen(`${text(section, 'label')} › ${label}`);
    setDrawerOpen(false);
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" color="inherit" startIcon={<MenuIcon />} onClick={() => setDrawerOpen(true)}>
        {t('components-showcase.mega-menu.mobile.open')}
      </Button>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{
          paper: {
            sx: { width: 'min(320px, 88vw)' },
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('components-showcase.mega-menu.mobile.open')}
          </Typography>
          <IconButton
            aria-label={t('components-showcase.mega-menu.mobile.close')}
            onClick={() => setDrawerOpen(false)}
          >
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box component="nav" aria-labelledby={titleId}>
          <List disablePadding>
            {megaMenuSections.map((section) => (
              <ListItem key={section.key} disablePadding sx={{ display: 'block' }}>
                <ListItemButton
                  aria-expanded={expanded === section.key}
                  onClick={() => setExpanded((current) => (current === section.key ? null : section.key))}
                >
                  <ListItemText
                    primary={text(section.key, 'label')}
                    slotProps={{ primary: { fontWeight: 600 } }}
                  />
                  <ChevronDownIcon
                    sx={{
                      transition: 'transform 200ms',
                      transform: expanded === section.key ? 'rotate(180deg)' : 'none',
                    }}
                  />
                </ListItemButton>
                <Collapse in={expanded === section.key} unmountOnExit>
                  {section.columns.map((column) => (
                    <List
                      key={column.key}
                      dense
                      subheader={
                        <ListSubheader disableSticky sx={{ pl: 4 }}>
                          {text(section.key, `columns.${column.key}`)}
                        </ListSubheader>
                      }
                    >
                      {column.links.map((link) => {
                        const label = text(section.key, `links.${link}`);
                        return (
                          <ListItem key={link} disablePadding>
                            <ListItemButton
                              component="a"
                              href={`#${link}`}
                              onClick={choose(section.key, label)}
                              sx={{ pl: 4 }}
                            >
                              <ListItemText primary={label} />
                            </ListItemButton>
                          </ListItem>
                        );
                      })}
                    </List>
                  ))}
                </Collapse>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Typography role="status" data-testid="mobile-chosen">
        {chosen
          ? t('components-showcase.mega-menu.chosen', { link: chosen })
          : t('components-showcase.mega-menu.nothingChosen')}
      </Typography>
    </Stack>
  );
}
