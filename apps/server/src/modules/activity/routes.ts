import { activityApi } from '@slidecraft/contract';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { ActivityService } from './activity-service.js';
import type { PayService } from '../pay/pay-service.js';

export interface ActivityRoutesNeeds {
  activity: ActivityService;
  pay: PayService;
}

/**
 * Ads and activity (public): the operator's slots (ActivityService). Every GET answers an empty
 * list or null when its slot is unset or not live, never an error.
 */
export async function activityRoutes(app: ZodApp, needs: ActivityRoutesNeeds): Promise<void> {
  const { activity } = needs;
  serve(app, activityApi.ads, ({ query }) => activity.ads(query.placement));
  serve(app, activityApi.adTrack, ({ body }, request) =>
    activity.track(body.id, body.event, request.ip),
  );
  serve(app, activityApi.activityProducts, async (_input, request) => ({
    items: await activity.activityProducts(requestLocale(request)),
    payments: needs.pay.payments,
  }));
  serve(app, activityApi.lifeLongVip, (_input, request) =>
    activity.lifeLongVip(false, requestLocale(request)),
  );
  serve(app, activityApi.lifeLongUnionVip, (_input, request) =>
    activity.lifeLongVip(true, requestLocale(request)),
  );
  serve(app, activityApi.popup, (_input, request) => activity.popup(requestLocale(request)));
  serve(app, activityApi.limitTime, (_input, request) =>
    activity.limitTime(requestLocale(request)),
  );
}
