// One interface for every analytics provider the realm lists in marketingProviders (spec §7):
// the customer-data library (ours: queued in IndexedDB, uploaded to our collector) and the
// third-party ones, which receive events in their own page-level command queues for the
// vendor script an operator adds. A provider is skipped unless settings.enabled is exactly the
// string 'true' (spec §4); a name the app does not know is logged and skipped.
import { MARKETING_PROVIDER, providerEnabled, type MarketingProviderName } from '../../contracts/analytics-constants.ts';

export type AttributeValue = string | number | boolean | null;
export type TrackedEvent = { name: string; attributes: Readonly<Record<string, AttributeValue>>; timestamp: Date };

export type AnalyticsProvider = {
  readonly name: MarketingProviderName;
  track(event: TrackedEvent): void | Promise<void>;
  /** Opt-out: stop sending and forget what is waiting. */
  stop(): void | Promise<void>;
};

export type ProviderFactory = (settings: Readonly<Record<string, string>>) => AnalyticsProvider;
export type ConfiguredProvider = { name: string; settings: Readonly<Record<string, string>> };

const KNOWN = new Set<string>(Object.values(MARKETING_PROVIDER));

/** The providers to dispatch to, in the realm's order. */
export function enabledProviders(
  configured: readonly ConfiguredProvider[],
  factories: Partial<Record<MarketingProviderName, ProviderFactory>>,
  warn: (message: string) => void = (m) => console.warn(m),
): AnalyticsProvider[] {
  const out: AnalyticsProvider[] = [];
  for (const provider of configured) {
    if (!providerEnabled(provider)) continue;
    const factory = KNOWN.has(provider.name) ? factories[provider.name as MarketingProviderName] : undefined;
    if (!factory) {
      warn(`Analytics provider ${provider.name} is not yet supported or initialized`);
      continue;
    }
    out.push(factory(provider.settings));
  }
  return out;
}

type CommandQueue = { push(...items: unknown[]): number };

/** The array a vendor script reads its commands from, made when the page has none yet. */
function commandQueue(name: string): CommandQueue {
  const scope = globalThis as unknown as Record<string, CommandQueue | undefined>;
  scope[name] ??= [];
  return scope[name];
}

/**
 * A third-party provider: events wait in memory until the integration delay has passed (the
 * vendor script loads off the start-up path), then go to its command queue in order.
 */
export function commandQueueProvider(
  name: MarketingProviderName,
  queueName: string,
  toCommand: (event: TrackedEvent) => unknown,
  startAfter: Promise<void>,
): AnalyticsProvider {
  let stopped = false;
  const held: TrackedEvent[] = [];
  let ready = false;
  void startAfter.then(() => {
    if (stopped) return;
    ready = true;
    for (const event of held.splice(0)) commandQueue(queueName).push(toCommand(event));
  });
  return {
    name,
    track(event) {
      if (stopped) return;
      if (ready) commandQueue(queueName).push(toCommand(event));
      else held.push(event);
    },
    stop() {
      stopped = true;
      held.length = 0;
    },
  };
}

/** The third-party adapters, each in its vendor's command form. */
export function thirdPartyFactories(startAfter: Promise<void>): Partial<Record<MarketingProviderName, ProviderFactory>> {
  return {
    // gtag.js reads ['event', name, params] from dataLayer.
    [MARKETING_PROVIDER.googleAnalytics]: (s) =>
      commandQueueProvider(
        MARKETING_PROVIDER.googleAnalytics,
        'dataLayer',
        (e) => ['event', e.name, { ...e.attributes, send_to: s.measurementId ?? null }],
        startAfter,
      ),
    // A tag manager container reads objects with an `event` key.
    [MARKETING_PROVIDER.tagManager]: () =>
      commandQueueProvider(MARKETING_PROVIDER.tagManager, 'dataLayer', (e) => ({ event: e.name, ...e.attributes }), startAfter),
    [MARKETING_PROVIDER.productAnalytics]: (s) =>
      commandQueueProvider(
        MARKETING_PROVIDER.productAnalytics,
        s.queue ?? 'productAnalyticsQueue',
        (e) => ['track', e.name, e.attributes],
        startAfter,
      ),
    [MARKETING_PROVIDER.mediaTracking]: (s) =>
      commandQueueProvider(
        MARKETING_PROVIDER.mediaTracking,
        s.queue ?? 'mediaTrackingQueue',
        (e) => ['trackEvent', 'media', e.name, e.attributes],
        startAfter,
      ),
    [MARKETING_PROVIDER.enterpriseSuite]: (s) =>
      commandQueueProvider(
        MARKETING_PROVIDER.enterpriseSuite,
        s.queue ?? 'enterpriseAnalyticsQueue',
        (e) => ({ eventName: e.name, data: e.attributes, timestamp: e.timestamp.toISOString() }),
        startAfter,
      ),
  };
}
