import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';

/** How long typing may pause before the list is asked again. */
const SEARCH_DELAY_MS = 400;

interface ListSearchFieldProps {
  label: string;
  placeholder?: string;
  /** The search the list shows now (from the address). */
  value: string;
  onSearch: (text: string) => void;
}

/** A list's search box: asks once typing pauses, or at once on Enter. */
export function ListSearchField({ label, placeholder, value, onSearch }: ListSearchFieldProps) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The address changed by other means (Back, a link): the box follows.
  if (value !== lastValue) {
    setLastValue(value);
    // Its own search coming back (trimmed) leaves what is being typed alone.
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next), SEARCH_DELAY_MS);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(text);
  };

  return (
    <form role="search" onSubmit={handleSubmit}>
      <TextField
        type="search"
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => handleChange(event.target.value)}
        fullWidth
        size="small"
        slotProps={{
          htmlInput: { dir: 'auto', maxLength: 100, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </form>
  );
}
