// A list of menu links. Horizontal rows with 5 or more items scroll sideways (spec §9);
// vertical lists (sidebar, mobile panel) scroll down when they run out of room.
import Box from '@mui/material/Box';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../contracts/menu.ts';
import { SCROLLABLE_MENU_ITEMS } from '../../lib/layout.ts';
import { ScrollRow } from '../../ui/ScrollRow.tsx';
import { MenuItemLink, type Orientation } from './MenuItemLink.tsx';
import type { MenuTarget } from './menu-target.ts';

export type MenuEntry = { item: MenuItem; target: MenuTarget };

export type MenuListProps = {
  entries: readonly MenuEntry[];
  orientation: Orientation;
  /** Horizontal alignment of a row that does not scroll. */
  align?: 'center' | 'start' | 'end';
  testId?: string;
};

const justify = { center: 'center', start: 'flex-start', end: 'flex-end' } as const;

// Memoised: the navigation bar keeps the same entries while they are the same (NavigationBar).
export const MenuList = memo(function MenuList({ entries, orientation, align = 'start', testId }: MenuListProps) {
  const { t } = useTranslation();
  const items = entries.map(({ item, target }) => (
    <li key={item.id}>
      <MenuItemLink item={item} target={target} orientation={orientation} />
    </li>
  ));
  const scrollable = entries.length >= SCROLLABLE_MENU_ITEMS;

  if (orientation === 'horizontal' && scrollable) {
    return (
      <Box data-scrollable="true" data-testid={testId} sx={{ minWidth: 0, flex: '1 1 auto' }}>
        <ScrollRow previousLabel={t('previous')} nextLabel={t('next')} gap={0.5}>
          {items}
        </ScrollRow>
      </Box>
    );
  }
  return (
    <Box
      component="ul"
      data-testid={testId}
      data-scrollable={orientation === 'vertical' && scrollable ? 'true' : undefined}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        minWidth: 0,
        ...(orientation === 'horizontal'
          ? { flexDirection: 'row', gap: 0.5, justifyContent: justify[align], flex: align === 'end' ? '0 0 auto' : '1 1 auto' }
          : { flexDirection: 'column', overflowY: 'auto' }),
      }}
    >
      {items}
    </Box>
  );
});
