import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { GOVERNORATES, findGovernorate } from '@solar/shared/reference/locations';
import { PagePart } from '../../../lib/page-part.tsx';
import { getLanguage } from '../../../lib/i18n.ts';
import { countActiveFilters } from '../utils/filter-params.ts';
import type { EngineerFilters, ShopFilters } from '../utils/filter-params.ts';

interface Option {
  value: string;
  label: string;
}

/**
 * A filter as a native select: the phone's own picker on mobile, nothing to download, and a first option
 * ("all") that clears it.
 */
export function FilterSelect({
  label,
  value,
  options,
  anyLabel,
  onChange,
  disabled = false,
}: {
  label: string;
  value: string | undefined;
  options: readonly Option[];
  anyLabel: string;
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** Governorate, then one of its cities: the city waits for a governorate and resets when it changes. */
export function PlaceFilters({
  governorate,
  city,
  onChange,
}: {
  governorate: string | undefined;
  city: string | undefined;
  onChange: (place: { governorate: string | undefined; city: string | undefined }) => void;
}) {
  const { t } = useTranslation('directory');
  const language = getLanguage();
  const cities = governorate ? (findGovernorate(governorate)?.cities ?? []) : [];
  return (
    <>
      <FilterSelect
        label={t('filters.governorate')}
        anyLabel={t('filters.allGovernorates')}
        value={governorate}
        options={GOVERNORATES.map((g) => ({ value: g.id, label: g[language] }))}
        onChange={(value) => onChange({ governorate: value, city: undefined })}
      />
      <FilterSelect
        label={t('filters.city')}
        anyLabel={governorate ? t('filters.allCities') : t('filters.chooseGovernorateFirst')}
        value={city}
        disabled={!governorate}
        options={cities.map((c) => ({ value: c.id, label: c[language] }))}
        onChange={(value) => onChange({ governorate, city: value })}
      />
    </>
  );
}

/** The text search: sent on Enter or the search button, and at once when emptied. */
function SearchBox({ value, label, placeholder, onSearch }: { value: string; label: string; placeholder: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('directory');
  const [text, setText] = useState(value);
  // The address may change underneath (clear filters, Back): show what is searched then.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={handleSubmit} sx={{ flexGrow: 1 }}>
      <TextField
        type="search"
        fullWidth
        size="small"
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (!event.target.value && value) onSearch('');
        }}
        slotProps={{
          htmlInput: { maxLength: 100, enterKeyHint: 'search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={t('filters.submitSearch')}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

interface FilterPanelProps {
  search: string | undefined;
  searchLabel: string;
  searchPlaceholder: string;
  onSearch: (text: string | undefined) => void;
  /** Filters set besides the search, shown on the phone's toggle. */
  activeCount: number;
  onClear: () => void;
  children: ReactNode;
}

/**
 * The search box and the filters of a directory list. On phones the filters fold behind a button (with
 * the number set) so the results start on the first screen; from the md breakpoint they are always shown.
 * The breakpoint is CSS, not a media query in script, so the server-rendered page is right at any width.
 */
export function FilterPanel({ search, searchLabel, searchPlaceholder, onSearch, activeCount, onClear, children }: FilterPanelProps) {
  const { t } = useTranslation('directory');
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const hasAny = activeCount > 0 || Boolean(search);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <SearchBox value={search ?? ''} label={searchLabel} placeholder={searchPlaceholder} onSearch={(text) => onSearch(text || undefined)} />
        <Button
          variant="outlined"
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
          aria-controls={panelId}
          startIcon={
            <Badge badgeContent={activeCount} color="secondary">
              <FilterListIcon />
            </Badge>
          }
          sx={{ flexShrink: 0, height: 40, display: { md: 'none' } }}
        >
          {t('filters.toggle')}
        </Button>
      </Box>
      <Box id={panelId} sx={{ display: { xs: isOpen ? 'block' : 'none', md: 'block' } }}>
        {/* Folded on a phone: its fields are a part of their own (lib/page-part.tsx), hydrated when React reaches it or they are touched. */}
        <PagePart>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              pt: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              alignItems: 'center',
            }}
          >
            {children}
            <Button onClick={onClear} disabled={!hasAny} sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}>
              {t('filters.clear')}
            </Button>
          </Box>
        </PagePart>
      </Box>
    </Paper>
  );
}

/** One select of a list's filters: the field it sets, its texts and its options. */
export interface FilterChoice<F> {
  name: keyof F & string;
  label: string;
  anyLabel: string;
  options: readonly Option[];
  /** The filter's value from the option's (a number for the rating); the option's own without. */
  parse?: (value: string) => F[keyof F];
}

/** The search box's and the verified switch's texts of each list, in the directory catalogue. */
const PANEL_TEXTS = {
  engineers: { search: 'filters.searchEngineers', placeholder: 'filters.searchEngineersPlaceholder', verified: 'filters.verifiedOnly' },
  shops: { search: 'filters.searchShops', placeholder: 'filters.searchShopsPlaceholder', verified: 'filters.verifiedShopsOnly' },
} as const;

/** The filters of the engineers or the shops: search, place, the kind's selects, and verified-only. */
export function DirectoryFilterPanel<F extends EngineerFilters | ShopFilters>({
  kind,
  filters,
  onChange,
  choices,
}: {
  kind: keyof typeof PANEL_TEXTS;
  filters: F;
  onChange: (filters: F) => void;
  choices: readonly FilterChoice<F>[];
}) {
  const { t } = useTranslation('directory');
  const texts = PANEL_TEXTS[kind];
  const set = (patch: Partial<F>) => onChange({ ...filters, ...patch });
  const valueOf = (name: keyof F) => (filters[name] === undefined ? undefined : String(filters[name]));

  return (
    <FilterPanel
      search={filters.search}
      searchLabel={t(texts.search)}
      searchPlaceholder={t(texts.placeholder)}
      onSearch={(search) => set({ search } as Partial<F>)}
      activeCount={countActiveFilters(filters)}
      onClear={() => onChange({} as F)}
    >
      <PlaceFilters governorate={filters.governorate} city={filters.city} onChange={(place) => set(place as Partial<F>)} />
      {choices.map(({ name, label, anyLabel, options, parse }) => (
        <FilterSelect
          key={name}
          label={label}
          anyLabel={anyLabel}
          value={valueOf(name)}
          options={options}
          onChange={(value) => set({ [name]: value === undefined || !parse ? value : parse(value) } as Partial<F>)}
        />
      ))}
      <FormControlLabel
        control={<Switch checked={filters.verified === true} onChange={(event) => set({ verified: event.target.checked || undefined } as Partial<F>)} />}
        label={t(texts.verified)}
        sx={{ mx: 0 }}
      />
    </FilterPanel>
  );
}
