// A horizontally scrolling list (rails, long menus). Keyboard users reach every item with Tab
// (focus scrolls it into view) and the row snaps to items; the arrow buttons are a pointer
// convenience, so they stay out of the tab order and the accessibility tree.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

export type ScrollRowProps = {
  children: ReactNode;
  previousLabel: string;
  nextLabel: string;
  /** Gap between items in theme spacing units. */
  gap?: number;
  listSx?: SxProps<Theme>;
  testId?: string;
};

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const FADE = '40px';

function edgeMask({ start, end }: { start: boolean; end: boolean }): string | undefined {
  if (start && end) return undefined;
  const left = start ? 'black 0' : `transparent 0, black ${FADE}`;
  const right = end ? 'black 100%' : `black calc(100% - ${FADE}), transparent 100%`;
  return `linear-gradient(to right, ${left}, ${right})`;
}

export function ScrollRow({ children, previousLabel, nextLabel, gap = 1.5, listSx, testId }: ScrollRowProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = listRef.current;
    if (!el) return;
    // One pixel of slack: fractional widths never quite reach the end.
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const el = listRef.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const button = (direction: 1 | -1) => (
    <IconButton
      aria-hidden="true"
      tabIndex={-1}
      title={direction < 0 ? previousLabel : nextLabel}
      onClick={() => scroll(direction)}
      size="small"
      sx={{
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        [direction < 0 ? 'left' : 'right']: 4,
        zIndex: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 2,
        '&:hover': { bgcolor: 'background.paper' },
        display: 'none',
        '@media (hover: hover)': { display: (direction < 0 ? edges.start : edges.end) ? 'none' : 'inline-flex' },
      }}
    >
      {direction < 0 ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
    </IconButton>
  );

  return (
    <Box sx={{ position: 'relative', minWidth: 0 }} data-testid={testId}>
      {button(-1)}
      <Box
        component="ul"
        ref={listRef}
        sx={[
          {
            display: 'flex',
            gap,
            listStyle: 'none',
            m: 0,
            p: 0,
            overflowX: 'auto',
            overflowY: 'hidden',
            // Room for focus rings, which overflow clipping would otherwise cut off.
            py: 0.5,
            scrollSnapType: 'x proximity',
            scrollbarWidth: 'thin',
            '& > li': { scrollSnapAlign: 'start', flex: '0 0 auto' },
            // Fade the edge where more items wait, so a clipped item reads as "more this way".
            maskImage: edgeMask(edges),
          },
          ...(Array.isArray(listSx) ? listSx : [listSx]),
        ]}
      >
        {children}
      </Box>
      {button(1)}
    </Box>
  );
}
