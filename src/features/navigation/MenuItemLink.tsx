// One menu item as a link: internal targets through the router (aria-current on the current
// page), outbound links in a new tab with a hint for screen readers. A target with a hash
// (search as `home#search`) opens an overlay over its page rather than being that page: the
// router's NavLink matches paths only and would mark it current beside the page's own item.
import { styled, type Theme } from '@mui/material/styles';
import { Link, NavLink } from 'react-router';
import { useHashMarker } from '../../lib/core/index.ts';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../contracts/menu.ts';
import { MENU_ICON_PX } from '../../lib/layout.ts';
import { ExternalIcon, SearchIcon } from '../../ui/icons.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import type { MenuTarget } from './menu-target.ts';

export type Orientation = 'horizontal' | 'vertical';

function linkStyles({ theme }: { theme: Theme }) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: 44,
    padding: theme.spacing(1, 1.5),
    color: theme.palette.text.primary,
    textDecoration: 'none',
    textTransform: theme.realm.textTransform,
    fontWeight: 500,
    whiteSpace: 'nowrap' as const,
    borderBottom: '3px solid transparent',
    '&[data-orientation="vertical"]': { display: 'flex', borderBottom: 0, borderLeft: '3px solid transparent' },
    '&[data-featured="true"]': { fontWeight: 700 },
    '&:hover': { borderColor: theme.palette.divider },
    '&[aria-current="page"]': { borderColor: theme.palette.primary.main },
  };
}

const InternalLink = styled(NavLink)(linkStyles);
const OverlayLink = styled(Link)(linkStyles);
const ExternalLink = styled('a')(linkStyles);
const MarkerButton = styled('button')(({ theme }) => ({
  ...linkStyles({ theme }),
  background: 'none',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
}));

/** An item that opens an overlay over the current page (the account item with profiles on). */
function MarkerItem({ item, marker, common }: { item: MenuItem; marker: 'profiles'; common: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const { open } = useHashMarker();
  return (
    <MarkerButton
      type="button"
      onClick={() => open(marker)}
      aria-haspopup="dialog"
      aria-label={`${item.title} – ${t('switchProfile')}`}
      {...common}
    >
      <ItemIcon item={item} />
      <span>{item.title}</span>
    </MarkerButton>
  );
}

function ItemIcon({ item }: { item: MenuItem }) {
  if (item.showIcon && item.style.iconUrl) {
    return <img src={item.style.iconUrl} alt="" width={MENU_ICON_PX} height={MENU_ICON_PX} />;
  }
  if (item.type === 'VIEW' && item.data.view?.toUpperCase() === 'SEARCH') return <SearchIcon fontSize="small" aria-hidden="true" />;
  return null;
}

export type MenuItemLinkProps = {
  item: MenuItem;
  target: MenuTarget;
  orientation: Orientation;
};

export function MenuItemLink({ item, target, orientation }: MenuItemLinkProps) {
  const { t } = useTranslation();
  const common = { 'data-orientation': orientation, 'data-featured': item.style.featured ? 'true' : undefined, 'data-menu-item': item.id };
  if (target.kind === 'external') {
    return (
      <ExternalLink href={target.href} target="_blank" rel="noopener noreferrer" {...common}>
        <ItemIcon item={item} />
        <span>{item.title}</span>
        <ExternalIcon sx={{ fontSize: '1em' }} aria-hidden="true" />
        <span style={visuallyHidden}>({t('opensInNewTab')})</span>
      </ExternalLink>
    );
  }
  if (target.kind === 'none') return null;
  if (target.kind === 'marker') return <MarkerItem item={item} marker="profiles" common={common} />;
  const Internal = target.to.includes('#') ? OverlayLink : InternalLink;
  return (
    <Internal to={target.to} {...common}>
      <ItemIcon item={item} />
      <span>{item.title}</span>
    </Internal>
  );
}
