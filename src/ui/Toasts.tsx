// The toasts raised with showToast (lib/core/toast.ts), rendered once by the shell. Two live
// regions are always present, so a toast added to them is announced: a polite status region
// for success and info, an assertive alert region for errors. Fixed to the bottom of the
// viewport: a toast never moves the page. The toasts themselves load with the first one.
import Box from '@mui/material/Box';
import { Suspense, lazy } from 'react';
import { useToasts } from '../lib/core/toast.ts';

const ToastItem = lazy(() => import('./ToastItem.tsx').then((m) => ({ default: m.ToastItem })));

export function Toasts() {
  const toasts = useToasts();
  const errors = toasts.filter((x) => x.type === 'error');
  const others = toasts.filter((x) => x.type !== 'error');
  const region = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 } as const;
  return (
    <Box
      data-testid="toasts"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 16,
        zIndex: 'snackbar',
        px: 2,
        pointerEvents: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box role="alert" sx={region}>
        <Suspense fallback={null}>
          {errors.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </Suspense>
      </Box>
      <Box role="status" aria-live="polite" sx={region}>
        <Suspense fallback={null}>
          {others.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </Suspense>
      </Box>
    </Box>
  );
}
