// Which menu items are the top-right utilities (spec §2), zod-free: the navigation bar is in the
// first chunk, and importing the menu schemas from there would pull zod in with it.
import type { MenuItem } from './menu.ts';

/**
 * Spec §2: the top-right items are the view items search, livenow and account — decided by the
 * item's view, not by a stored placement. Views compare case-insensitively.
 */
export const TOP_RIGHT_VIEWS: readonly string[] = ['SEARCH', 'LIVENOW', 'ACCOUNT'];

export function isTopRightItem(item: Pick<MenuItem, 'type' | 'data'>): boolean {
  return item.type === 'VIEW' && TOP_RIGHT_VIEWS.includes((item.data.view ?? '').toUpperCase());
}

/** Older menus spelt the live-now view LIVE_NOW; the spec's name is livenow. */
export function normaliseView(view: string): string {
  return view.toUpperCase() === 'LIVE_NOW' ? 'LIVENOW' : view;
}
