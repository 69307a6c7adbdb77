import { ErrorCode, LOGIN_QR_POLL_MS } from '@slidecraft/contract';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isAbortError, isApiError } from '../../../shared/http';
import { createBindQr, fetchBindWechatStatus } from '../api';

/**
 * loading: making the QR; active: shown and polled; expired: 5106 (click to refresh); failed:
 * another error stopped it (its message in `error`, e.g. 5108 'already bound'); done: bound.
 */
export type BindQrPhase = 'loading' | 'active' | 'expired' | 'failed' | 'done';

/**
 * The desktop WeChat bind: a bind QR (the login QR machinery with purpose bind), polled every
 * LOGIN_QR_POLL_MS until the scanning WeChat is bound; any error stops the polling.
 */
export function useBindWechatQr(onBound: () => void) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ phase: BindQrPhase; url: string; error: string }>({
    phase: 'loading',
    url: '',
    error: '',
  });
  const bound = useEffectEvent(onBound);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let timer = 0;
    let url = '';
    const show = (phase: BindQrPhase, error = '') => {
      if (!signal.aborted) setState({ phase, url, error });
    };
    const fail = (error: unknown) => {
      if (signal.aborted || isAbortError(error)) return;
      if (isApiError(error) && error.code === ErrorCode.WECHAT_CODE_OVERDUE) show('expired');
      else show('failed', isApiError(error) ? error.message : '');
    };
    const poll = (topic: string) => {
      timer = window.setTimeout(() => {
        fetchBindWechatStatus(topic, signal).then((status) => {
          if (signal.aborted) return;
          if (status.status !== 'success') {
            poll(topic);
            return;
          }
          show('done');
          bound();
        }, fail);
      }, LOGIN_QR_POLL_MS);
    };
    setState({ phase: 'loading', url: '', error: '' });
    createBindQr(signal).then((qr) => {
      if (signal.aborted) return;
      url = qr.url;
      show('active');
      poll(qr.topic);
    }, fail);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, refresh };
}
