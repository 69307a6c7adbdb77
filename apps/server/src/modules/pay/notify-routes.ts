import { PAYMENTS, payApi, type Payment } from '@slidecraft/contract';
import type { FastifyReply } from 'fastify';
import { answerErrorsWith, type Refusal } from '../../http/refusal-handler.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { PayService } from './pay-service.js';

/** A genuine notification is a few kilobytes: anything much larger is refused unread. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/** Each provider's notification call. */
const ENTRIES = { wechat: payApi.wechatNotify, alipay: payApi.alipayNotify } as const;

/** Each provider's words for received and for not processed (integrations.md). */
const ANSWERS: Record<
  Payment,
  {
    received: (reply: FastifyReply) => FastifyReply;
    refused: (reply: FastifyReply, refusal: Refusal) => FastifyReply;
  }
> = {
  // WeChat Pay: 2xx with no body = received; 4xx/5xx with code FAIL = send it again.
  wechat: {
    received: (reply) => reply.code(204).send(),
    refused: (reply, { status, message }) => reply.code(status).send({ code: 'FAIL', message }),
  },
  // Alipay: exactly `success`; anything else (here `fail`, non-2xx) makes it send again.
  alipay: {
    received: (reply) => reply.code(200).type('text/plain; charset=utf-8').send('success'),
    refused: (reply, { status }) =>
      reply.code(status).type('text/plain; charset=utf-8').send('fail'),
  },
};

export interface NotifyRoutesNeeds {
  pay: PayService;
}

/**
 * Payment notifications (public; the providers' servers call them), one scope per provider.
 * Raw bodies are kept as strings: the signatures cover their exact bytes (WeChat Pay's JSON) or
 * fields (Alipay's form). A 2xx means the notification was recorded (or had nothing to
 * record); everything else, from a body that cannot be read to a database away, is answered in
 * the provider's failure format with a 4xx or 5xx, so that it sends the notification again.
 */
export async function notifyRoutes(app: ZodApp, needs: NotifyRoutesNeeds): Promise<void> {
  const { pay } = needs;
  for (const payment of PAYMENTS) {
    await app.register(async (scope) => {
      answerErrorsWith(scope, ANSWERS[payment].refused);
      for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
        if (scope.hasContentTypeParser(type)) scope.removeContentTypeParser(type);
        scope.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) =>
          done(null, body),
        );
      }
      serve(
        scope,
        ENTRIES[payment],
        async (_input, request, reply) => {
          const body = typeof request.body === 'string' ? request.body : '';
          const verdict = await pay.notify(payment, { headers: request.headers, body });
          return verdict.accepted
            ? ANSWERS[payment].received(reply)
            : ANSWERS[payment].refused(reply, verdict);
        },
        {
          bodyLimit: NOTIFY_BODY_LIMIT,
          // The provider's few addresses send every notification: the general limit is not for them.
          config: { rateLimit: false },
        },
      );
    });
  }
}
