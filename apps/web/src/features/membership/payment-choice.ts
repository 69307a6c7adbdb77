import type { Payment } from '@slidecraft/contract';
import { useState } from 'react';
import { isDevice } from '../../shared/device';

/** Inside WeChat or Alipay the method is theirs (when it is offered); elsewhere the user picks. */
export function automaticPayment(offered: readonly Payment[]): Payment | null {
  const inApp = isDevice('WECHAT') ? 'wechat' : isDevice('ALIPAY') ? 'alipay' : null;
  return inApp && offered.includes(inApp) ? inApp : null;
}

/**
 * The payment method of a purchase (plan, AI-points pack, template) among those the server
 * offers: the in-app browser's own, else the one picked on the QR (the first offered until then).
 */
export function usePaymentChoice(offered: readonly Payment[]) {
  const auto = automaticPayment(offered);
  const [chosen, setPayment] = useState<Payment | null>(null);
  const payment = auto ?? (chosen && offered.includes(chosen) ? chosen : offered[0]) ?? null;
  return {
    /** The method of the QR; null when none is offered. */
    payment,
    setPayment,
    /** The methods the QR switches between: none where the in-app browser's is used. */
    switchable: auto ? [] : offered,
    /** The buy bar's method: one (in-app, or the only one offered) needs no choosing. */
    direct: auto ?? (offered.length === 1 ? offered[0]! : null),
  };
}
