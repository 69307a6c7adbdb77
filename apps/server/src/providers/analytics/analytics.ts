import type { FastifyBaseLogger } from 'fastify';

/** Product analytics events (spec section 4). */
export type AnalyticsEvent =
  | { name: 'registration'; userId: string; method: 'phone' }
  | { name: 'registration'; userId: string; register_method: 'wechat' | 'huawei' };

/** Where analytics events go. One sink for the whole server; a real service slots in here. */
export interface AnalyticsSink {
  track(event: AnalyticsEvent): void;
}

/** The default sink: one info line per event in the server log. */
export class LogAnalyticsSink implements AnalyticsSink {
  constructor(private readonly log: FastifyBaseLogger) {}

  track(event: AnalyticsEvent): void {
    this.log.info({ analytics: event }, 'analytics event');
  }
}
