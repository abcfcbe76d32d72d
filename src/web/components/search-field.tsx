import { SearchIcon } from './search-icon';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useRef, useState } from 'react';
import { TextInput } from './text-input';

interface SearchFieldProps {
  /** The accessible name of the box. */
  label: string;
  placeholder: string;
  /** The search in effect (say, from the address). */
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onSearch(query: string): void;
  maxLength?: number;
}

/**
 * A search box that asks once typing pauses (300 ms), not on every key, and follows the search changed elsewhere.
 * Its own timer, not a debounced value: text cleared elsewhere and typed again within the pause must still be
 * asked for, though the settled text never changed.
 */
export function SearchField({ label, placeholder, value, onSearch, maxLength = 100 }: SearchFieldProps) {
  const [input, setInput] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  }, [onSearch]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (text: string) => {
    setInput(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const query = text.trim();
      if (query !== sent.current) {
        sent.current = query;
        latestOnSearch.current(query);
      }
    }, 300);
  };

  // The search changed by other means (a chip, going back, clearing the filters): the box follows.
  useEffect(() => {
    if (value !== sent.current) {
      clearTimeout(timer.current);
      sent.current = value;
      setInput(value);
    }
  }, [value]);

  return (
    <TextInput
      type="search"
      size="small"
      value={input}
      onChange={(event) => type(event.target.value)}
      placeholder={placeholder}
      inputProps={{ 'aria-label': label, maxLength }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon sx={{ color: 'text.disabled' }} />
        </InputAdornment>
      }
      sx={{ width: { xs: 1, sm: 260 } }}
    />
  );
}
