import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon } from '@/web/components/icons';
import { MegaMenuPanel } from './mega-menu-panel';
import { megaMenuSections, moveAmongLinks } from './mega-menu-data';

/**
 * A side list whose items open a flyout beside it (below it on a phone). Up and down move between the items,
 * the arrow towards the reading end opens the flyout and enters it, the arrow back or Escape closes it and
 * returns to its item.
 */
export function VerticalMegaMenuDemo() {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const panelId = useId();
  const [open, setOpen] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [enterPanel, setEnterPanel] = useState(false);
  const items = useRef<Record<string, HTMLDivElement | null>>({});
  const panel = useRef<HTMLDivElement>(null);
  const section = megaMenuSections.find(({ key }) => key === open);
  const towardsEnd = rtl ? 'ArrowLeft' : 'ArrowRight';
  const towardsStart = rtl ? 'ArrowRight' : 'ArrowLeft';

  useEffect(() => {
    if (open && enterPanel) moveAmongLinks(panel.current, 'Home');
  }, [open, enterPanel]);

  const openSection = (key: string, viaKeyboard: boolean) => {
    setEnterPanel(viaKeyboard);
    setOpen(key);
  };
  const closeAndReturn = () => {
    if (open) items.current[open]?.focus();
    setOpen(null);
  };

  const onItemKeyDown = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      const next = megaMenuSections[(index + step + megaMenuSections.length) % megaMenuSections.length]!;
      items.current[next.key]?.focus();
    } else if (event.key === towardsEnd) {
      event.preventDefault();
      openSection(megaMenuSections[index]!.key, true);
    } else if (event.key === 'Escape') {
      setOpen(null);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' || event.key === towardsStart) {
      event.preventDefault();
      closeAndReturn();
    } else if (moveAmongLinks(panel.current, event.key)) {
      event.preventDefault();
    }
  };

  return (
    <Stack spacing={2}>
      <Box
        sx={{ position: 'relative', minHeight: { md: 330 } }}
        onPointerLeave={() => setOpen(null)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
        }}
      >
        <Paper
          variant="outlined"
          component="nav"
          aria-label={t('components-showcase.mega-menu.vertical.label')}
          sx={{ width: { xs: 1, md: 240 } }}
        >
          <List>
            {megaMenuSections.map(({ key }, index) => (
              <ListItem key={key} disablePadding>
                <ListItemButton
                  ref={(node: HTMLDivElement | null) => {
                    items.current[key] = node;
                  }}
                  selected={open === key}
                  aria-expanded={open === key}
                  aria-controls={open === key ? panelId : undefined}
                  // Hovering may have opened it already: a click opens, it never closes what the pointer is on.
                  onClick={() => openSection(key, false)}
                  onPointerEnter={(event) => {
                    if (event.pointerType === 'mouse') openSection(key, false);
                  }}
                  onKeyDown={onItemKeyDown(index)}
                >
                  <ListItemText primary={t(`components-showcase.mega-menu.sections.${key}.label`)} />
                  <ChevronEndIcon fontSize="small" sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
        {section ? (
          <Paper
            elevation={12}
            sx={{
              mt: { xs: 1, md: 0 },
              position: { md: 'absolute' },
              top: { md: 0 },
              insetInlineStart: { md: 248 },
              insetInlineEnd: { md: 0 },
              zIndex: 'appBar',
            }}
          >
            <MegaMenuPanel
              id={panelId}
              section={section}
              panelRef={panel}
              onKeyDown={onPanelKeyDown}
              onChoose={(label) => {
                setChosen(label);
                closeAndReturn();
              }}
            />
          </Paper>
        ) : (
          <Typography
            variant="body2"
            sx={{
              display: { xs: 'none', md: 'grid' },
              placeItems: 'center',
              position: 'absolute',
              top: 0,
              bottom: 0,
              insetInlineStart: 248,
              insetInlineEnd: 0,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1.5,
              color: 'text.secondary',
            }}
          >
            {t('components-showcase.mega-menu.vertical.hint')}
          </Typography>
        )}
      </Box>
      <Typography role="status" data-testid="vertical-chosen">
        {chosen
          ? t('components-showcase.mega-menu.chosen', { link: chosen })
          : t('components-showcase.mega-menu.nothingChosen')}
      </Typography>
    </Stack>
  );
}
