// A full message screen (not found, unknown realm, Connection Failed, errors): a heading, a
// sentence and actions, centred.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type StatusScreenProps = {
  title: string;
  body?: string;
  /** Heading level: 1 when the screen is the page, 2 inside a page that has its own h1. */
  level?: 1 | 2;
  actions?: ReactNode;
  testId?: string;
  /** Renders as <main> when the screen stands alone (no shell around it). */
  standalone?: boolean;
};

export function StatusScreen({ title, body, level = 1, actions, testId, standalone = false }: StatusScreenProps) {
  return (
    <Box
      component={standalone ? 'main' : 'section'}
      id={standalone ? 'main' : undefined}
      data-testid={testId}
      sx={{
        minHeight: standalone ? '100vh' : '50vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        py: 6,
        textAlign: 'center',
      }}
    >
      {/* Inside a page the message sits under the page's own h1, one step smaller than it. */}
      <Typography variant={level === 1 ? 'h4' : 'h6'} component={level === 1 ? 'h1' : 'h2'}>
        {title}
      </Typography>
      {body ? <Typography sx={{ maxWidth: 560, color: 'text.secondary' }}>{body}</Typography> : null}
      {actions ? <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>{actions}</Box> : null}
    </Box>
  );
}
