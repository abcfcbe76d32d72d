import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from './chevron-down-icon';
import { MegaMenuPanel } from './mega-menu-panel';
import { megaMenuSections, moveAmongLinks } from './mega-menu-data';

/**
 * A site header's menu bar: each item opens a wide panel under the bar. Left and right arrows move between
 * the items, the down arrow opens one and enters its links, up and down move among them, Escape closes the
 * panel and returns to its item; a click elsewhere or tabbing away closes it too.
 */
export function HorizontalMegaMenuDemo() {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const panelId = useId();
  const [open, setOpen] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [enterPanel, setEnterPanel] = useState(false);
  const items = useRef<Record<string, HTMLButtonElement | null>>({});
  const panel = useRef<HTMLDivElement>(null);
  const section = megaMenuSections.find(({ key }) => key === open);

  useEffect(() => {
    if (open && enterPanel) moveAmongLinks(panel.current, 'Home');
  }, [open, enterPanel]);

  const toggle = (key: string, viaKeyboard = false) => {
    setEnterPanel(viaKeyboard);
    setOpen((current) => (current === key && !viaKeyboard ? null : key));
  };
  const closeAndReturn = () => {
    if (open) items.current[open]?.focus();
    setOpen(null);
  };

  const onItemKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step) {
      event.preventDefault();
      const next = megaMenuSections[(index + step + megaMenuSections.length) % megaMenuSections.length]!;
      items.current[next.key]?.focus();
      if (open) setOpen(next.key);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      toggle(megaMenuSections[index]!.key, true);
    } else if (event.key === 'Escape') {
      setOpen(null);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeAndReturn();
    } else if (moveAmongLinks(panel.current, event.key)) {
      event.preventDefault();
    }
  };

  return (
    <Stack spacing={2}>
      <ClickAwayListener onClickAway={() => setOpen(null)}>
        <Box
          sx={{ position: 'relative' }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
          }}
        >
          <Paper variant="outlined" sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography variant="h6" component="span" sx={{ display: { xs: 'none', sm: 'block' } }}>
              Ardent
            </Typography>
            <Box
              component="nav"
              aria-label={t('components-showcase.mega-menu.horizontal.label')}
              sx={{ flexGrow: 1, display: 'flex', justifyContent: { sm: 'center' } }}
            >
              <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
                {megaMenuSections.map(({ key }, index) => (
                  <li key={key}>
                    <Button
                      ref={(node) => {
                        items.current[key] = node;
                      }}
                      color="inherit"
                      aria-expanded={open === key}
                      aria-controls={open === key ? panelId : undefined}
                      onClick={() => toggle(key)}
                      onKeyDown={onItemKeyDown(index)}
                      endIcon={
                        <ChevronDownIcon
                          sx={{
                            transition: 'transform 200ms',
                            transform: open === key ? 'rotate(180deg)' : 'none',
                          }}
                        />
                      }
                      sx={{ bgcolor: open === key ? 'action.selected' : undefined }}
                    >
                      {t(`components-showcase.mega-menu.sections.${key}.label`)}
                    </Button>
                  </li>
                ))}
              </Box>
            </Box>
          </Paper>
          {section && (
            <Paper
              elevation={12}
              sx={{ position: 'absolute', insetInline: 0, top: '100%', mt: 1, zIndex: 'appBar' }}
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
          )}
        </Box>
      </ClickAwayListener>
      <Typography role="status" data-testid="horizontal-chosen" sx={{ minHeight: 24 }}>
        {chosen
          ? t('components-showcase.mega-menu.chosen', { link: chosen })
          : t('components-showcase.mega-menu.nothingChosen')}
      </Typography>
    </Stack>
  );
}
