import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { docNamespace, docPages } from '@/web/features/docs/doc-pages';
import { docSearchEntries, searchDocs, type DocSearchEntry } from '@/web/features/docs/doc-search';
import { SearchIcon } from '@/web/components/search-icon';
import { loadNamespaces } from '@/web/locales/i18n';

/** Every page's headings, in the reader's language: loaded when the search first opens. */
function useSearchEntries(): DocSearchEntry[] {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadNamespaces(docPages.map((page) => docNamespace(page.slug))).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [i18n.language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt once the texts are there, and per language
  return useMemo(() => (ready ? docSearchEntries(t as never) : []), [ready, t, i18n.language]);
}

/** Search across the docs' titles and headings: type, move with the arrow keys, Enter opens. */
export default function DocsSearchDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entries = useSearchEntries();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const results = useMemo(() => searchDocs(entries, query), [entries, query]);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const go = (entry: DocSearchEntry) => {
    onClose();
    setQuery('');
    void navigate(entry.href);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setSelected((current) => (results.length ? (current + step + results.length) % results.length : 0));
    } else if (event.key === 'Enter' && results[selected]) {
      event.preventDefault();
      go(results[selected]);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          'aria-label': t('docs.search.label'),
          sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } },
        },
        // The field, not the dialog, takes the focus: the reader opened it to type.
        transition: { onEntering: () => inputRef.current?.focus() },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SearchIcon sx={{ color: 'text.secondary' }} />
        <InputBase
          inputRef={inputRef}
          fullWidth
          value={query}
          placeholder={t('docs.search.placeholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setSelected(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': t('docs.search.label'),
            'aria-expanded': results.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': results.length > 0 ? optionId(selected) : undefined,
          }}
          sx={{ typography: 'body1' }}
        />
      </Box>
      <Box sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
        {query.trim() === '' ? (
          <Typography variant="body2" sx={{ p: 3, color: 'text.secondary' }}>
            {t('docs.search.hint')}
          </Typography>
        ) : results.length === 0 ? (
          <Typography variant="body2" sx={{ p: 3, color: 'text.secondary' }}>
            {t('docs.search.empty', { query: query.trim() })}
          </Typography>
        ) : null}
        <List
          id={listId}
          role="listbox"
          aria-label={t('docs.search.results')}
          sx={{ p: 1, '&:empty': { display: 'none' } }}
        >
          {results.map((entry, index) => (
            <ListItemButton
              key={entry.href}
              id={optionId(index)}
              role="option"
              aria-selected={index === selected}
              selected={index === selected}
              onMouseMove={() => setSelected(index)}
              onClick={() => go(entry)}
              sx={{ borderRadius: 1 }}
            >
              <ListItemText
                primary={entry.section?.title ?? entry.pageTitle}
                secondary={entry.section ? entry.pageTitle : undefined}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Dialog>
  );
}
