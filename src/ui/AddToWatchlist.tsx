// "Add to watchlist": an icon button (beside the favourite heart) that opens a menu of the viewer's watchlists (fetched on open)
// and adds the item to the one chosen; with none yet, the menu leads to the watchlists page to
// make one. Drawn only where the realm has watchlists and the viewer is a customer
// (lib/favourites/watchlist-add.ts), so a server render never shows it. Disabled while offline.
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SvgIcon from '@mui/material/SvgIcon';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHref, useNeedsNetwork } from '../lib/core/index.ts';
import { NeedsNetworkHint } from './NeedsNetworkHint.tsx';
import { useWatchlistAdd } from '../lib/favourites/watchlist-add.ts';

// Lines with a plus: the usual sign for "add to a list".
const PLAYLIST_ADD = 'M3 6h12v2H3zm0 4h12v2H3zm0 4h8v2H3zm14-1v-3h2v3h3v2h-3v3h-2v-3h-3v-2z';

export function AddToWatchlist({ id }: { id: string }) {
  const { t } = useTranslation();
  const choice = useWatchlistAdd(id);
  const watchlistsHref = useHref('watchlists');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const offline = useNeedsNetwork();
  if (!choice.available) return null;
  const close = () => setAnchor(null);
  const button = (
    <IconButton
      aria-label={t('addToWatchlist')}
      aria-haspopup="menu"
      aria-controls={anchor ? menuId : undefined}
      aria-expanded={anchor ? true : undefined}
      data-testid="add-to-watchlist"
      disabled={offline}
      sx={{ width: 44, height: 44 }}
      onClick={(event) => {
        setAnchor(event.currentTarget);
        void choice.load();
      }}
    >
      <SvgIcon>
        <path d={PLAYLIST_ADD} />
      </SvgIcon>
    </IconButton>
  );
  return (
    <>
      {offline ? <NeedsNetworkHint why={t('needsNetwork')}>{button}</NeedsNetworkHint> : button}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {choice.lists === null && !choice.failed ? <MenuItem disabled>{t('loading')}</MenuItem> : null}
        {choice.failed ? <MenuItem onClick={() => void choice.load()}>{t('watchlistsRetry')}</MenuItem> : null}
        {choice.lists?.map((list) => (
          <MenuItem
            key={list.id}
            data-testid="watchlist-choice"
            onClick={() => {
              close();
              void choice.add(list.id);
            }}
          >
            {list.name}
          </MenuItem>
        ))}
        {choice.lists?.length === 0 ? (
          <MenuItem component={Link} to={watchlistsHref} onClick={close}>
            {t('watchlistCreateFirst')}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
