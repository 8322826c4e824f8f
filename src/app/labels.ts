// Every label the app uses: the join of each feature's declarations. i18next types `t` from
// this (src/app/i18next.d.ts), so an unknown key does not compile; `npm run labels` writes it
// to contracts/label-defaults.json for the server (English fallback and seed), and a unit test
// fails when that file is stale or a key is declared twice.
import { catalogueLabels } from '../features/catalogue/labels.ts';
import { libraryLabels } from '../features/library/labels.ts';
import { navigationLabels } from '../features/navigation/labels.ts';
import { overlaysLabels } from '../features/overlays/labels.ts';
import { playerLabels } from '../features/player/labels.ts';
import { profilesLabels } from '../features/profiles/labels.ts';
import { realmLabels } from '../features/realm/labels.ts';
import { searchLabels } from '../features/search/labels.ts';
import { sessionLabels } from '../features/session/labels.ts';
import { coreLabels } from '../lib/core/labels.ts';
import { favouriteLabels } from '../lib/favourites/labels.ts';
import { scheduleLabels } from '../features/schedule/labels.ts';
import { listsLabels } from '../features/lists/labels.ts';
import { fightersLabels } from '../features/fighters/labels.ts';
import { accountLabels } from '../features/account/labels.ts';
import { purchaseLabels } from '../features/purchase/labels.ts';
import { giftsLabels } from '../features/gifts/labels.ts';

export const LABEL_DECLARATIONS = {
  core: coreLabels,
  navigation: navigationLabels,
  catalogue: catalogueLabels,
  realm: realmLabels,
  session: sessionLabels,
  overlays: overlaysLabels,
  profiles: profilesLabels,
  library: libraryLabels,
  favourites: favouriteLabels,
  schedule: scheduleLabels,
  lists: listsLabels,
  fighters: fightersLabels,
  player: playerLabels,
  search: searchLabels,
  account: accountLabels,
  purchase: purchaseLabels,
  gifts: giftsLabels,
} as const;

export const APP_LABELS = {
  ...coreLabels,
  ...navigationLabels,
  ...catalogueLabels,
  ...realmLabels,
  ...sessionLabels,
  ...overlaysLabels,
  ...profilesLabels,
  ...libraryLabels,
  ...favouriteLabels,
  ...scheduleLabels,
  ...listsLabels,
  ...fightersLabels,
  ...playerLabels,
  ...searchLabels,
  ...accountLabels,
  ...purchaseLabels,
  ...giftsLabels,
} as const;

export type AppLabelKey = keyof typeof APP_LABELS;
