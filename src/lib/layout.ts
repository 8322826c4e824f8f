// Layout constants from spec §9, kept in one place so CSS, hooks and API queries agree.
import { MOBILE_BREAKPOINT_PX } from '../contracts/viewport.ts';

export { MOBILE_BREAKPOINT_PX, isMobileWidth } from '../contracts/viewport.ts';

/** Media query for the desktop side of the breakpoint. */
export const DESKTOP_MEDIA = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
/** Window resize handlers wait this long before acting. */
export const RESIZE_DEBOUNCE_MS = 100;
/** A menu row with this many main items or more scrolls horizontally. */
export const SCROLLABLE_MENU_ITEMS = 5;
export const MENU_ICON_PX = 27;
export const BURGER_ICON_PX = 24;
/** Width of the SIDEBAR menu layout on desktop. */
export const SIDEBAR_WIDTH_PX = 240;
/** CSS variable with the height of the overlays docked at the bottom (cookie, smart banner): floating controls sit above it. */
export const DOCK_HEIGHT_VAR = '--overlay-dock-height';
