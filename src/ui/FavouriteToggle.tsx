// The favourite button wired to the viewer's favourites (lib/favourites); nothing for a
// viewer who has none (guests, visitors, a server render); disabled, saying why, while offline.
import { useTranslation } from 'react-i18next';
import { useNeedsNetwork } from '../lib/core/index.ts';
import { useFavourite } from '../lib/favourites/use-favourite.ts';
import { FavouriteButton } from './FavouriteButton.tsx';

export function FavouriteToggle({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  const { available, favourite, pending, toggle } = useFavourite(id);
  const offline = useNeedsNetwork();
  if (!available) return null;
  return (
    <FavouriteButton
      favourite={favourite}
      pending={pending}
      label={t(favourite ? 'removeFavourite' : 'addFavourite', { title })}
      onToggle={toggle}
      unavailable={offline ? t('needsNetwork') : null}
    />
  );
}
