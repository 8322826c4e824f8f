// Labels of realm start-up screens: the realm directory and an unknown realm.
import type { LabelDeclarations } from '../../lib/core/labels.ts';

export const realmLabels = {
  unknownRealmTitle: 'Unknown service',
  unknownRealmBody: 'There is no service at this address.',
  chooseRealm: 'Choose a service',
} as const satisfies LabelDeclarations;
