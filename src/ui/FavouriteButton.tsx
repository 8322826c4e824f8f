// The favourite toggle's button: a heart, filled when the item is a favourite, one named
// toggle button (`aria-pressed`) at least 44 px square for a thumb. Filled, it takes the realm's
// secondary colour as made to contrast with the page (theme `stateIcon`). Presentational: the state
// and the optimistic toggle come from lib/favourites (useFavourite), wired by the screen.
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { NeedsNetworkHint } from './NeedsNetworkHint.tsx';

export type FavouriteButtonProps = {
  favourite: boolean;
  /** The server has not answered the last toggle yet. */
  pending?: boolean;
  /** The accessible name: "Add {title} to favourites" or "Remove …". */
  label: string;
  onToggle: () => void;
  testId?: string;
  /** Why it cannot be used now (offline): the button is disabled and this is its tooltip. */
  unavailable?: string | null;
};

const OUTLINE =
  'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05';
const FILLED =
  'm12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z';

export function FavouriteButton({
  favourite,
  pending = false,
  label,
  onToggle,
  testId = 'favourite-button',
  unavailable = null,
}: FavouriteButtonProps) {
  const button = (
    <IconButton
      aria-label={label}
      aria-pressed={favourite}
      aria-busy={pending || undefined}
      data-testid={testId}
      data-favourite={favourite}
      onClick={onToggle}
      disabled={unavailable !== null}
      sx={{ width: 44, height: 44, color: (theme) => (favourite ? theme.realm.stateIcon : theme.palette.text.primary) }}
    >
      <SvgIcon>
        <path d={favourite ? FILLED : OUTLINE} />
      </SvgIcon>
    </IconButton>
  );
  // A disabled button gets no pointer events: the wrapper carries the reason as its tooltip.
  return unavailable === null ? button : <NeedsNetworkHint why={unavailable}>{button}</NeedsNetworkHint>;
}
