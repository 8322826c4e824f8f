// Migrations in code (not read from disk) so the same list runs under PGlite, PostgreSQL and tests.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as foundation from './001-foundation.ts';
import * as licence from './002-licence.ts';
import * as realmAnchors from './003-realm-anchors.ts';
import * as realmVersion from './004-realm-version.ts';
import * as accounts from './005-accounts.ts';
import * as account from './006-account.ts';
import * as captchaChallenge from './007-captcha-challenge.ts';
import * as identityProvider from './008-identity-provider.ts';
import * as accountPartition from './009-account-partition.ts';
import * as search from './010-search.ts';
import * as playback from './011-playback.ts';
import * as browse from './012-browse.ts';
import * as watchProgress from './014-watch-progress.ts';
import * as searchWords from './015-search-words.ts';
import * as schedule from './016-schedule.ts';
import * as analytics from './017-analytics.ts';
import * as analyticsIdentity from './018-analytics-identity.ts';
import * as commerce from './019-commerce.ts';
import * as gifts from './020-gifts.ts';
import * as subscriptionCardAndTrial from './021-subscription-card-and-trial.ts';
import * as localisedCommerceText from './022-localised-commerce-text.ts';

const migrations: Record<string, Migration> = {
  '001-foundation': foundation,
  '002-licence': licence,
  '003-realm-anchors': realmAnchors,
  '004-realm-version': realmVersion,
  '005-accounts': accounts,
  '006-account': account,
  '007-captcha-challenge': captchaChallenge,
  '008-identity-provider': identityProvider,
  '009-account-partition': accountPartition,
  '010-search': search,
  '011-playback': playback,
  '012-browse': browse,
  '014-watch-progress': watchProgress,
  '015-search-words': searchWords,
  '016-schedule': schedule,
  '017-analytics': analytics,
  '018-analytics-identity': analyticsIdentity,
  '019-commerce': commerce,
  '020-gifts': gifts,
  '021-subscription-card-and-trial': subscriptionCardAndTrial,
  '022-localised-commerce-text': localisedCommerceText,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
