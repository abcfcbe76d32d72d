import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flattenNav } from '@/web/components/nav-section/nav-active';
import { SearchIcon } from '@/web/components/search-icon';
import { useDashboardNav } from './nav-config';

type NavOption = ReturnType<typeof flattenNav>[number];

export interface NavSearchFieldProps {
  focusOnOpen?: boolean;
  /** What was typed before the field's code had loaded. */
  initialValue?: string;
  onChosen?(): void;
}

const filterOptions = createFilterOptions<NavOption>({
  stringify: (option) => [option.group, ...option.trail, option.path].join(' '),
});

/** A combobox over every page of the navigation; choosing one goes there. */
export function NavSearchField({ focusOnOpen, initialValue = '', onChosen }: NavSearchFieldProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groups = useDashboardNav();
  const options = useMemo(() => flattenNav(groups), [groups]);
  const [inputValue, setInputValue] = useState(initialValue);
  // What was typed into the stand-in shows its matches at once.
  const [open, setOpen] = useState(Boolean(focusOnOpen && initialValue));

  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={inputValue}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      // Not on a reset: the field mounts with what was typed into its stand-in, and a choice empties it below.
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInputValue(value);
      }}
      onChange={(_event, option) => {
        if (!option) return;
        setInputValue('');
        onChosen?.();
        navigate(option.path);
      }}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => option.trail.join(' › ')}
      isOptionEqualToValue={(option, value) => option.path === value.path}
      filterOptions={filterOptions}
      autoHighlight
      blurOnSelect
      noOptionsText={t('dashboard.search.noResults')}
      popupIcon={null}
      sx={{ width: { xs: 1, md: 280 } }}
      slotProps={{ paper: { sx: { minWidth: 280 } } }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {option.trail.join(' › ')}
            </Typography>
            <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
              {option.path}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={({ InputProps, inputProps, InputLabelProps: _label, ...params }) => (
        <TextField
          {...params}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the field opens on request and is all the bar holds
          autoFocus={focusOnOpen}
          placeholder={t('dashboard.search.placeholder')}
          size="small"
          slotProps={{
            input: {
              ...InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon sx={{ color: 'text.secondary' }} />
                </InputAdornment>
              ),
              sx: (theme) => ({ borderRadius: 1.5, bgcolor: alpha(theme.palette.grey[500], 0.08) }),
            },
            htmlInput: { ...inputProps, 'aria-label': t('dashboard.search.label') },
          }}
        />
      )}
    />
  );
}
