// Zod-free facts of browse the app's first chunk may import (routes.ts reads `?type=`).
import type { GridContentType } from './browse.ts';

/** Content types a grid lists (top-level items; seasons are reached through their series). */
export const gridContentType = [
  'LIVE_EVENT',
  'VOD_VIDEO',
  'VOD_PLAYLIST',
  'VOD_SERIES',
  'NEWS',
] as const satisfies readonly GridContentType[];
