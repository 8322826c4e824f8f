// A horizontally scrolling list (rails, long menus). Keyboard users reach every item with Tab
// (focus scrolls it into view) and the row snaps to items; the arrow buttons are a pointer
// convenience, so they stay out of the tab order and the accessibility tree.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { prefersReducedMotion } from './motion.ts';

export type ScrollRowProps = {
  children: ReactNode;
  previousLabel: string;
  nextLabel: string;
  /** Gap between items in theme spacing units. */
  gap?: number;
  listSx?: SxProps<Theme>;
  testId?: string;
};

const FADE = '40px';
/** Set on the row while items wait out of view before the first shown or after the last. */
const MORE_BEFORE = 'data-more-before';
const MORE_AFTER = 'data-more-after';

function edgeMask({ start, end }: { start: boolean; end: boolean }): string {
  const left = start ? 'black 0' : `transparent 0, black ${FADE}`;
  const right = end ? 'black 100%' : `black calc(100% - ${FADE}), transparent 100%`;
  return `linear-gradient(to right, ${left}, ${right})`;
}

export function ScrollRow({ children, previousLabel, nextLabel, gap = 1.5, listSx, testId }: ScrollRowProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Where more items wait is written to the row's attributes, which the styles below read, and
  // not kept in React state: a state change here re-rendered every row on the page right after
  // hydration, in one blocking task, and again on every scroll event.
  useEffect(() => {
    const row = rowRef.current;
    const el = listRef.current;
    if (!row || !el) return;
    const measure = () => {
      // One pixel of slack: fractional widths never quite reach the end.
      row.toggleAttribute(MORE_BEFORE, el.scrollLeft > 1);
      row.toggleAttribute(MORE_AFTER, el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

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
        '@media (hover: hover)': { [`[${direction < 0 ? MORE_BEFORE : MORE_AFTER}] > &`]: { display: 'inline-flex' } },
      }}
    >
      {direction < 0 ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
    </IconButton>
  );

  return (
    <Box ref={rowRef} sx={{ position: 'relative', minWidth: 0 }} data-testid={testId}>
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
            [`[${MORE_BEFORE}] > &`]: { maskImage: edgeMask({ start: false, end: true }) },
            [`[${MORE_AFTER}] > &`]: { maskImage: edgeMask({ start: true, end: false }) },
            [`[${MORE_BEFORE}][${MORE_AFTER}] > &`]: { maskImage: edgeMask({ start: false, end: false }) },
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
