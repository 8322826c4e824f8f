// Navigation menu (SPEC §2 "Navigation bar and menu", §3 "Menu").
import { z } from 'zod';
import { menuLayout } from './realm.ts';

export { isTopRightItem, normaliseView, TOP_RIGHT_VIEWS } from './menu-views.ts';

export const menuTargetPlatform = z.enum(['WEB', 'MOBILE_WEB']);
export type MenuTargetPlatform = z.infer<typeof menuTargetPlatform>;

export const menuItemType = z.enum(['VIEW', 'SECTION', 'OUTBOUND_LINK', 'PLUGIN_LINK']);

/** Views the app knows; others route to "/" + lower-cased name (SPEC §2). */
export const menuView = z.enum([
  'HOME',
  'BROWSE',
  'SCHEDULE',
  'SEARCH',
  'LIVENOW',
  'LIVE_EVENTS',
  'ACCOUNT',
  'PREFERENCES',
  'LOGOUT',
  'NEWS',
  'Fighters',
]);

export const menuItem = z.object({
  id: z.string(),
  type: menuItemType,
  title: z.string(),
  data: z.object({
    outboundLink: z.string().optional(),
    section: z.string().optional(),
    view: z.string().optional(),
    pluginId: z.string().optional(),
  }),
  seo: z.object({ title: z.string() }),
  style: z.object({ featured: z.boolean(), iconUrl: z.string().nullable() }),
  showIcon: z.boolean(),
  imageSize: z.number().int().nullable(),
  imageStyle: z.enum(['LARGE', 'SIDE_BY_SIDE']).nullable(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const menu = z.object({
  layout: menuLayout,
  items: z.array(menuItem),
});
export type Menu = z.infer<typeof menu>;
