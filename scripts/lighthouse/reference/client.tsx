// Hydrates the server's markup inside a transition, as the measurement did.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ReferencePage } from './Page.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('the reference page has no #root');
const cache = createCache({ key: 'css' });
startTransition(() => {
  hydrateRoot(
    root,
    <CacheProvider value={cache}>
      <ReferencePage />
    </CacheProvider>,
  );
});
