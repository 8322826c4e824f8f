// The frame of every session screen: one column sized for a phone first (full width with a
// margin), capped on wider screens, its title as the page's h1 and the document title.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';

export function SessionPage({ title, intro, children, testId }: { title: string; intro?: string; children: ReactNode; testId: string }) {
  usePageTitle(title);
  return (
    <Box component="section" data-testid={testId} sx={{ width: '100%', maxWidth: 440, mx: 'auto', px: 2, py: { xs: 3, sm: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: intro ? 1 : 2 }}>
        {title}
      </Typography>
      {intro ? <Typography sx={{ mb: 2, color: 'text.secondary' }}>{intro}</Typography> : null}
      {children}
    </Box>
  );
}

/** A link inside the app in the text colour, underlined (realm colours may lack contrast on the background). */
export function TextLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <Link component={RouterLink} to={to} color="inherit" underline="always" data-testid={testId}>
      {children}
    </Link>
  );
}

/** A short outcome (sent, confirmed, changed), announced politely when it appears. */
export function Outcome({ text, testId, children }: { text: string; testId: string; children?: ReactNode }) {
  return (
    <Box role="status" data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Typography>{text}</Typography>
      {children}
    </Box>
  );
}

/** The links under a form, one per line (easy to hit on a phone). */
export function LinkList({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 3 }}>{children}</Box>;
}
