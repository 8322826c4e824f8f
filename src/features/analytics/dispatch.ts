// The page's analytics: the journey (page views, sign-up flag, journey actions) and the
// player's events turned into named events, checked against the realm's init analyticsEvents
// list, and handed to every enabled provider.
import { PLAYER_EVENT_NAMES } from '../../contracts/analytics-constants.ts';
import type { AnalyticsIntent } from '../../lib/core/analytics-intents.ts';
import type { PlayerEvent, PlayerEventType } from '../../lib/core/player-events.ts';
import {
  INITIAL_JOURNEY,
  INITIAL_PURCHASE,
  JOURNEY_ACTIONS,
  JOURNEY_COMPLETED,
  PAGE_VIEWED,
  journeyName,
  licenceChosen,
  navigated,
  signupStarted,
} from './journey.ts';
import type { AnalyticsProvider, AttributeValue } from './providers.ts';
import { transactionProblems } from './validation.ts';

/** Time updates arrive several times a second; one per item every 30 s is enough to follow a viewer. */
export const TIME_UPDATE_EVERY_MS = 30_000;

export const PLAYER_NAMES = PLAYER_EVENT_NAMES satisfies Record<PlayerEventType, string>;

export type Dispatcher = {
  /** Settles once the page view (if one was due) is written by every provider. */
  navigated(view: string, path: string): Promise<void>;
  intent(intent: AnalyticsIntent): void;
  player(event: PlayerEvent): void;
};

export function createDispatcher(options: {
  providers: readonly AnalyticsProvider[];
  /** The realm's init analyticsEvents: only these names are sent. */
  allowed: readonly string[];
  loggedIn: () => boolean;
  now: () => Date;
}): Dispatcher {
  const allowed = new Set(options.allowed);
  let journey = INITIAL_JOURNEY;
  let purchase = INITIAL_PURCHASE;
  const lastTimeUpdate = new Map<string, number>();

  const send = async (name: string, attributes: Record<string, AttributeValue>): Promise<void> => {
    if (!allowed.has(name)) return;
    const event = {
      name,
      attributes: { ...attributes, journey: journeyName(journey), loggedIn: options.loggedIn() },
      timestamp: options.now(),
    };
    // One provider failing (IndexedDB refused in a private window) does not keep the others from the event.
    await Promise.all(options.providers.map((provider) => Promise.resolve(provider.track(event)).catch(() => {})));
  };

  return {
    navigated(view, path) {
      const step = navigated(journey, view);
      journey = step.state;
      return step.pageViewed ? send(PAGE_VIEWED, { view, path }) : Promise.resolve();
    },
    intent(intent) {
      if (intent.type === 'signupStarted') {
        journey = signupStarted(journey, options.loggedIn());
      } else if (intent.type === 'journeyAction') {
        if (intent.action === 'licenceSelected') purchase = licenceChosen(purchase, intent.licence ?? null);
        void send(JOURNEY_ACTIONS[intent.action], { licence: intent.licence ?? purchase.product });
      } else if (transactionProblems({ transactionId: intent.transactionId, productName: intent.licence }).length === 0) {
        void send(JOURNEY_COMPLETED, { licence: intent.licence, transactionId: intent.transactionId });
      }
    },
    player(event) {
      const at = options.now().getTime();
      if (event.type === 'timeUpdate') {
        const last = lastTimeUpdate.get(event.contentId);
        if (last !== undefined && at - last < TIME_UPDATE_EVERY_MS) return;
        lastTimeUpdate.set(event.contentId, at);
      }
      const attributes: Record<string, AttributeValue> = {};
      for (const [key, value] of Object.entries(event)) {
        if (key !== 'type' && (value === null || ['string', 'number', 'boolean'].includes(typeof value)))
          attributes[key] = value as AttributeValue;
      }
      void send(PLAYER_NAMES[event.type], attributes);
    },
  };
}
