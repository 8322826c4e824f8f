// Wraps a control disabled because the app is offline: the reason is its tooltip (a disabled
// button gets no pointer events of its own); the offline banner says the same to everyone.
import type { ReactElement } from 'react';

export function NeedsNetworkHint({ why, children }: { why: string; children: ReactElement }) {
  return (
    <span title={why} data-testid="needs-network" style={{ display: 'inline-flex' }}>
      {children}
    </span>
  );
}
