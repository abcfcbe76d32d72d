import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BlogPost } from '@/contract/blog';
import { useSearchPosts } from '@/web/features/blog/api/search-posts';
import { SearchIcon } from '@/web/components/search-icon';
import { postPath } from './post-card';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';

/** The title with the searched part in bold. */
function HighlightedTitle({ title, query }: { title: string; query: string }) {
  const start = title.toLowerCase().indexOf(query.toLowerCase());
  if (!query || start < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, start)}
      <Box component="strong" sx={{ color: 'primary.dark' }}>
        {title.slice(start, start + query.length)}
      </Box>
      {title.slice(start + query.length)}
    </>
  );
}

/** Search box of the post list: matching titles as you type (posts/search); choosing one opens it. */
export function PostsSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(input.trim(), 250);
  const { data: results = [], isFetching } = useSearchPosts(query);
  const waiting = input.trim() !== query || isFetching;

  return (
    <Autocomplete<BlogPost>
      sx={{ width: { xs: 1, sm: 280 } }}
      open={open && input.trim() !== ''}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={query ? results : []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.title}
      value={null}
      clearOnBlur={false}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_, value) => {
        if (value) navigate(postPath(value));
      }}
      loading={waiting}
      loadingText={t('blog.search.searching')}
      noOptionsText={t('blog.search.noResults', { query })}
      forcePopupIcon={false}
      slotProps={{ popper: { sx: { minWidth: 320 } } }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <Box
            component="img"
            src={option.cover}
            alt=""
            width={48}
            height={48}
            sx={{ borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
          />
          <Typography variant="body2">
            <HighlightedTitle title={option.title} query={query} />
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('blog.search.placeholder')}
          slotProps={{
            htmlInput: { ...params.inputProps, 'aria-label': t('blog.search.label') },
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon sx={{ color: 'text.disabled' }} />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
