// The search field: a labelled search input in a search landmark. Typing reports every value
// (the owner debounces); Enter searches at once; the clear button empties the field and gives
// the focus back to it.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '../../ui/icons.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';

export type SearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

export function SearchField({ value, onChange, onSubmit, onClear, autoFocus = false, inputRef }: SearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const own = useRef<HTMLInputElement | null>(null);
  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ mb: 3 }}
    >
      <Box component="label" htmlFor={id} sx={visuallyHidden}>
        {t('searchFieldLabel')}
      </Box>
      <OutlinedInput
        id={id}
        type="search"
        name="q"
        fullWidth
        autoComplete="off"
        autoFocus={autoFocus}
        value={value}
        placeholder={t('searchFieldPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
        inputRef={(node: HTMLInputElement | null) => {
          own.current = node;
          if (typeof inputRef === 'function') inputRef(node);
          else if (inputRef) inputRef.current = node;
        }}
        inputProps={{ 'data-testid': 'search-input', enterKeyHint: 'search', maxLength: 100 }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        }
        endAdornment={
          value ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={t('searchClear')}
                edge="end"
                onClick={() => {
                  onClear();
                  own.current?.focus();
                }}
              >
                <CloseIcon />
              </IconButton>
            </InputAdornment>
          ) : null
        }
        sx={{ bgcolor: 'background.paper', '& input::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </Box>
  );
}
