// Every content image goes through here: a fixed aspect-ratio box (nothing shifts when the
// image arrives), a placeholder in the realm palette while loading or when it fails, a
// srcset from the artwork ladder, and lazy loading except for the one priority image.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { memo, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/core/index.ts';
import { artworkSrcSet, artworkUrl } from './artwork.ts';

export type ArtworkSource = { media: string; src: string; width: number; height: number; sizes: string };

export type ArtworkImageProps = {
  /** Width-less artwork URL. */
  src: string;
  /** Empty when a visible title already names the image (cards, heroes). */
  alt: string;
  /** Intrinsic size: sets the aspect ratio and the img width/height attributes. */
  width: number;
  height: number;
  sizes: string;
  /** Width asked for in `src` (browsers without srcset support). */
  fallbackWidth?: number;
  /** Largest rung offered in srcset. */
  maxWidth?: number;
  /** The LCP image: eager and high fetch priority. */
  priority?: boolean;
  /**
   * On the first screen but not the largest paint: fetched at once, at the usual priority. A
   * lazy image on the first screen waits for layout before it is even asked for.
   */
  eager?: boolean;
  /** Art direction, e.g. a portrait image on narrow screens. */
  sources?: readonly ArtworkSource[];
  /** Fill the parent instead of keeping width/height's aspect ratio (the parent sizes it). */
  fill?: boolean;
  /**
   * Off the first screen: only the placeholder in the server's HTML (and the hydration that
   * matches it), so it takes no bandwidth from the hero; the image follows once the page has
   * hydrated.
   */
  deferred?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * Its children once the page has hydrated. Only deferred images read the hydration state: when
 * it switches on, they re-render and nothing else does.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

export const ArtworkImage = memo(function ArtworkImage({
  src,
  alt,
  width,
  height,
  sizes,
  fallbackWidth = 480,
  maxWidth,
  priority = false,
  eager = false,
  sources = [],
  fill = false,
  deferred = false,
  sx,
}: ArtworkImageProps) {
  const [failed, setFailed] = useState(false);
  const img = (
    <Box
      component="img"
      src={artworkUrl(src, fallbackWidth)}
      srcSet={artworkSrcSet(src, maxWidth)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
      data-state={failed ? 'error' : undefined}
      sx={{
        display: 'block',
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        // A broken image shows the placeholder behind it, not the browser's broken icon.
        visibility: failed ? 'hidden' : 'visible',
      }}
    />
  );
  const picture =
    sources.length > 0 ? (
      <Box component="picture" sx={{ display: 'block', width: '100%', height: '100%' }}>
        {sources.map((s) => (
          <source key={s.media} media={s.media} srcSet={artworkSrcSet(s.src, maxWidth)} sizes={s.sizes} width={s.width} height={s.height} />
        ))}
        {img}
      </Box>
    ) : (
      img
    );
  return (
    <Box
      sx={[
        {
          position: 'relative',
          overflow: 'hidden',
          bgcolor: (theme) => theme.realm.placeholder,
          ...(fill ? { width: '100%', height: '100%' } : { width: '100%', aspectRatio: `${width} / ${height}` }),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {deferred ? <AfterHydration>{picture}</AfterHydration> : picture}
    </Box>
  );
});
