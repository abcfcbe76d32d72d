import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopover } from '@/web/components/use-popover';
import type { NavSearchFieldProps } from './nav-search-field';
import { SearchIcon } from '@/web/components/search-icon';
import { CloseIcon } from './shell-icons';

// The combobox (MUI's Autocomplete with its text field) loads when the search is first pointed at or focused;
// until then a plain field that looks the same stands in, and what is typed into it carries over.
let searchField: ComponentType<NavSearchFieldProps> | undefined;
let loadingSearchField: Promise<ComponentType<NavSearchFieldProps>> | undefined;
const loadSearchField = () =>
  (loadingSearchField ??= import('./nav-search-field').then(
    (module) => (searchField = module.NavSearchField),
  ));

/** The search field: a stand-in until the combobox's code is there, then the combobox. */
function LazyNavSearchField({ focusOnOpen, onChosen }: Omit<NavSearchFieldProps, 'initialValue'>) {
  const { t } = useTranslation();
  const [Field, setField] = useState(() => searchField);
  const [typed, setTyped] = useState('');
  const standIn = useRef<HTMLInputElement>(null);
  const [standInFocused, setStandInFocused] = useState(false);

  const load = () => {
    void loadSearchField().then((loaded) => {
      setStandInFocused(standIn.current !== null && document.activeElement === standIn.current);
      setField(() => loaded);
    });
  };
  useEffect(() => {
    if (focusOnOpen && !searchField) load();
  }, [focusOnOpen]);

  if (Field)
    return <Field focusOnOpen={focusOnOpen || standInFocused} initialValue={typed} onChosen={onChosen} />;
  // Drawn like the small outlined combobox it stands for: its border (primary and thicker while focused), and the
  // paddings that put the icon and the text where the combobox has them.
  return (
    <Box
      onPointerEnter={load}
      sx={(theme) => ({
        width: { xs: 1, md: 280 },
        height: 40,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        pl: '5px',
        pr: '14px',
        borderRadius: 1.5,
        border: 1,
        borderColor: theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
        bgcolor: alpha(theme.palette.grey[500], 0.08),
        '&:hover': { borderColor: 'text.primary' },
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
        },
      })}
    >
      <SearchIcon sx={{ color: 'text.secondary' }} />
      <Box
        component="input"
        ref={standIn}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-label={t('dashboard.search.label')}
        placeholder={t('dashboard.search.placeholder')}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the field opens on request and is all the bar holds
        autoFocus={focusOnOpen}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onFocus={load}
        sx={{
          flex: 1,
          minWidth: 0,
          p: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          typography: 'body1',
          '&::placeholder': {
            color: 'currentColor',
            opacity: (theme) => (theme.palette.mode === 'light' ? 0.42 : 0.5),
          },
        }}
      />
    </Box>
  );
}

/** The header's search: a field from md up; below, a button that opens it across the header. */
export function NavSearch({ inline }: { inline: boolean }) {
  const { t } = useTranslation();
  const bar = usePopover();
  if (inline) return <LazyNavSearchField />;
  return (
    <>
      <IconButton
        aria-label={t('dashboard.search.open')}
        onClick={bar.onOpen}
        onPointerEnter={() => void loadSearchField()}
        onFocus={() => void loadSearchField()}
      >
        <SearchIcon />
      </IconButton>
      {bar.open && (
        <ClickAwayListener onClickAway={bar.onClose}>
          <Box
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !event.defaultPrevented) bar.onClose();
            }}
            sx={{
              position: 'absolute',
              inset: 0,
              zIndex: 1,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              bgcolor: 'background.paper',
              boxShadow: 8,
            }}
          >
            <LazyNavSearchField focusOnOpen onChosen={bar.onClose} />
            <IconButton aria-label={t('dashboard.search.close')} onClick={bar.onClose}>
              <CloseIcon />
            </IconButton>
          </Box>
        </ClickAwayListener>
      )}
    </>
  );
}
