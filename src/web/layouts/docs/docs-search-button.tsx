import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPanel } from '@/web/components/lazy-panel';
import { SearchIcon } from '@/web/components/search-icon';

const DocsSearchDialog = lazyPanel(() => import('./docs-search-dialog'));

/** Opens the docs search: a field-like button from sm up, an icon below; Ctrl+K or ⌘K anywhere in the docs. */
export function DocsSearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const common = {
    onClick: () => setOpen(true),
    onPointerEnter: DocsSearchDialog.preload,
    onFocus: DocsSearchDialog.preload,
    'aria-haspopup': 'dialog' as const,
  };
  return (
    <>
      <Button
        {...common}
        color="inherit"
        startIcon={<SearchIcon />}
        sx={{
          display: { xs: 'none', sm: 'inline-flex' },
          px: 1.5,
          color: 'text.secondary',
          fontWeight: 400,
          bgcolor: 'action.hover',
          '&:hover': { bgcolor: 'action.selected' },
        }}
      >
        {t('docs.search.open')}
        <Box
          component="kbd"
          sx={{
            ml: 2,
            px: 0.75,
            borderRadius: 0.75,
            typography: 'caption',
            fontWeight: 600,
            bgcolor: 'background.paper',
          }}
        >
          {t('docs.search.shortcut')}
        </Box>
      </Button>
      <IconButton
        {...common}
        aria-label={t('docs.search.open')}
        sx={{ display: { sm: 'none' }, color: 'text.primary' }}
      >
        <SearchIcon />
      </IconButton>
      <DocsSearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
