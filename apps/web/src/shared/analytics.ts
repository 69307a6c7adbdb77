/**
 * Client analytics go through one sink (issue: "analytics go through one sink interface").
 * The default sink logs in development and does nothing in production builds until a real
 * provider is installed with `setAnalyticsSink`.
 */
export type AnalyticsProps = Record<string, string | number | boolean>;

export interface AnalyticsSink {
  track(event: string, props?: AnalyticsProps): void;
}

const consoleSink: AnalyticsSink = {
  track(event, props) {
    if (import.meta.env.DEV && import.meta.env.MODE !== 'test')
      console.info('[analytics]', event, props ?? {});
  },
};

let sink: AnalyticsSink = consoleSink;

export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? consoleSink;
}

/** Reports an event; a failing sink never breaks the page. */
export function track(event: string, props?: AnalyticsProps): void {
  try {
    sink.track(event, props);
  } catch {
    // Analytics are best effort.
  }
}

/** The registration event of spec section 4: method phone (SMS) or register_method wechat (QR). */
export const REGISTER_EVENT = 'register';
