// What the realm's menu calls a view: a screen's heading reads as the menu item that led there.
import { expect, test } from 'vitest';
import type { MenuItem } from '../../contracts/menu.ts';
import { menuViewTitle } from './realm.ts';

const item = (title: string, type: MenuItem['type'], data: MenuItem['data']): MenuItem => ({
  id: title,
  type,
  title,
  data,
  seo: { title },
  style: { featured: false, iconUrl: null },
  showIcon: false,
  imageSize: null,
  imageStyle: null,
});

test("a view's menu title is the realm's own name for it, whatever the view's case", () => {
  const menu = { items: [item('Films', 'VIEW', { view: 'BROWSE' }), item('Revista', 'VIEW', { view: 'news' })] };
  expect(menuViewTitle(menu, 'NEWS')).toBe('Revista');
  expect(menuViewTitle(menu, 'BROWSE')).toBe('Films');
});

test('no item for the view (or only a section or link named alike): null, and the screen keeps its own label', () => {
  const menu = { items: [item('News', 'SECTION', { section: 'news' }), item('', 'VIEW', { view: 'SCHEDULE' })] };
  expect(menuViewTitle(menu, 'NEWS')).toBeNull();
  expect(menuViewTitle(menu, 'SCHEDULE')).toBeNull();
  expect(menuViewTitle(null, 'NEWS')).toBeNull();
});
