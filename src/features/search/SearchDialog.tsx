// The #search overlay's dialog: full screen, titled, the search field focused on open, the
// same results as the search page. Escape and the close button close it (the owner removes
// the hash); the dialog gives the focus back to what opened it.
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/core/index.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { SearchField } from './SearchField.tsx';
import { SearchResultsView } from './SearchResultsView.tsx';
import { useLiveSearch } from './use-live-search.ts';

export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const online = useOnline();
  const search = useLiveSearch();
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId} data-testid="search-overlay">
      <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, pt: 2, pb: 4, maxWidth: 1400, mx: 'auto', width: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id={titleId} variant="h4" component="h2" sx={{ fontWeight: 700 }}>
            {t('searchTitle')}
          </Typography>
          <IconButton aria-label={t('searchClose')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <SearchField value={search.state.value} onChange={search.type} onSubmit={search.submit} onClear={search.clear} autoFocus />
        <SearchResultsView
          state={search.state}
          dispatch={search.dispatch}
          busy={search.busy}
          failed={search.failed}
          online={online}
          onRetry={search.submit}
        />
      </Box>
    </Dialog>
  );
}
