import type { FastifyBaseLogger } from 'fastify';

/** The events sent at most once per user per day (spec section 9). */
export const DAILY_EVENTS = ['daily_active', 'daily_generation'] as const;
export type DailyEventName = (typeof DAILY_EVENTS)[number];

/** Product analytics events (spec sections 4 and 9). */
export type AnalyticsEvent =
  | { name: 'registration'; userId: string; method: 'phone' }
  | { name: 'registration'; userId: string; register_method: 'wechat' | 'huawei' }
  /** The first campaign an account reported (GET /api/user/utm-trace); newUser: just registered. */
  | { name: 'campaign'; userId: string; campaign: string; newUser: boolean }
  /** An order settled as paid (once per order, whichever way the payment was learned). */
  | {
      name: 'payment_successful';
      userId: string;
      orderNumber: string;
      productId: string;
      /** Cents. */
      amount: number;
      currency: string;
      payment: string;
    }
  /** The first signed-in request, or the first generation, of a user's day (Beijing time). */
  | { name: DailyEventName; userId: string; day: string };

/** Where analytics events go. One sink for the whole server. */
export interface AnalyticsSink {
  /** Never throws and never waits: a sink that needs the network queues. */
  track(event: AnalyticsEvent): void;
  /** Sends what is queued (shutdown). */
  close?(): Promise<void>;
}

/** The default sink: one info line per event in the server log. */
export class LogAnalyticsSink implements AnalyticsSink {
  constructor(private readonly log: FastifyBaseLogger) {}

  track(event: AnalyticsEvent): void {
    this.log.info({ analytics: event }, 'analytics event');
  }
}

/** Every event to each of several sinks (the log and a collector); one failing does not stop the rest. */
export class TeeAnalyticsSink implements AnalyticsSink {
  constructor(private readonly sinks: readonly AnalyticsSink[]) {}

  track(event: AnalyticsEvent): void {
    for (const sink of this.sinks) {
      try {
        sink.track(event);
      } catch {
        // Analytics never break a request.
      }
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.sinks.map((sink) => sink.close?.()));
  }
}
