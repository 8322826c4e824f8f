// Shown until the realm and init arrive: black, full height, no layout of its own to shift,
// and a status message for assistive technology. Plain CSS: MUI is not needed to say "loading".
import { coreLabels } from '../lib/core/labels.ts';

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function LoadingScreen({ label = coreLabels.loading }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="app-loading"
      className="boot-loading"
      style={{ minHeight: '100vh', background: 'inherit' }}
    >
      <span style={hidden}>{label}</span>
    </div>
  );
}
