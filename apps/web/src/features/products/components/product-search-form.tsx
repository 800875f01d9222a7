import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bareFieldStyle } from './bare-field-style.ts';

// A bare <input> styled like the outlined fields, not MUI's InputBase (about 5 kB gzipped), on the first screen.
const SearchInput = styled('input')(({ theme }) => ({
  ...bareFieldStyle(theme),
  // 48 px: the submit button inside is a 44 px touch target (WCAG 2.5.5) with room around it.
  minHeight: 48,
  padding: '8px 50px 8px 14px',
  // No ::placeholder rule: the browser's grey passes AA.
  // The submit button is the way to search; the browser's clear cross would sit under it.
  '&::-webkit-search-cancel-button': { display: 'none' },
}));

/** The search box: the text goes to the list's `search_keyword` when submitted, not on every key. */
export function ProductSearchForm({ value, onSearch }: { value: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('products');
  const [draft, setDraft] = useState(value);
  // Follows the URL when it changes from elsewhere (the back button, a removed chip).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(value);
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <Box component="form" role="search" aria-label={t('search.label')} onSubmit={handleSubmit} sx={{ position: 'relative', flex: '1 1 280px', minWidth: 0 }}>
      <SearchInput
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        maxLength={100}
        enterKeyHint="search"
      />
      <IconButton
        type="submit"
        aria-label={t('search.submit')}
        size="small"
        color="primary"
        sx={{ position: 'absolute', right: 2, top: '50%', transform: 'translateY(-50%)', width: 44, height: 44 }}
      >
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
