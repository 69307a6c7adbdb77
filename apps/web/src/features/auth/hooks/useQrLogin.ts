import { ErrorCode, LOGIN_QR_POLL_MS, QrStatusQuerySchema } from '@slidecraft/contract';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isAbortError, isApiError } from '../../../shared/http';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { localStore } from '../../../shared/storage/local-store';
import { toast } from '../../../shared/ui';
import { createLoginQr, fetchQrStatus } from '../api';

export interface QrScanResult {
  token: string;
  isBindPhone: boolean;
  isNewUser: boolean;
}

/**
 * idle: agreement not ticked (no QR); loading: creating one; active: shown and polled;
 * expired: 5106 (overlay 'click to refresh'); failed: another error stopped it; done: logged in.
 */
export type QrPhase = 'idle' | 'loading' | 'active' | 'expired' | 'failed' | 'done';

const keptTopic = {
  get(): string | undefined {
    const topic = localStore.get(STORAGE_KEYS.qrTopic);
    return topic && QrStatusQuerySchema.safeParse({ topic }).success ? topic : undefined;
  },
  set: (topic: string) => localStore.set(STORAGE_KEYS.qrTopic, topic),
  clear: () => localStore.remove(STORAGE_KEYS.qrTopic),
};

/**
 * The WeChat login QR (spec section 4): made while `enabled` (the agreement is ticked), reusing
 * the kept topic; polled every LOGIN_QR_POLL_MS until a token comes. Any error stops the polling
 * and clears the kept topic; 5106 shows the expired state; `refresh` makes a new QR.
 */
export function useQrLogin(enabled: boolean, onScanned: (result: QrScanResult) => void) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ phase: QrPhase; url: string }>({ phase: 'idle', url: '' });
  const scanned = useEffectEvent(onScanned);

  useEffect(() => {
    if (!enabled) {
      setState({ phase: 'idle', url: '' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    let timer = 0;
    let url = '';
    const show = (phase: QrPhase) => {
      if (!signal.aborted) setState({ phase, url });
    };
    const fail = (error: unknown) => {
      if (signal.aborted || isAbortError(error)) return;
      keptTopic.clear();
      if (isApiError(error) && error.code === ErrorCode.WECHAT_CODE_OVERDUE) {
        show('expired');
        return;
      }
      // Other errors with a message on the QR flow: a warning toast (spec section 8).
      if (isApiError(error) && !error.notified && error.message) toast.warning(error.message);
      show('failed');
    };
    const poll = (topic: string) => {
      timer = window.setTimeout(() => {
        fetchQrStatus(topic, signal).then((status) => {
          if (signal.aborted) return;
          if (status.status !== 'success' || !status.token) {
            poll(topic);
            return;
          }
          keptTopic.clear();
          show('done');
          scanned({
            token: status.token,
            isBindPhone: status.isBindPhone ?? false,
            isNewUser: status.isNewUser ?? false,
          });
        }, fail);
      }, LOGIN_QR_POLL_MS);
    };
    const create = async () => {
      const topic = keptTopic.get();
      try {
        return await createLoginQr(topic, signal);
      } catch (error) {
        // A kept topic the server no longer accepts: forget it and try once without.
        if (!topic || !isApiError(error) || error.notified) throw error;
        keptTopic.clear();
        return createLoginQr(undefined, signal);
      }
    };

    setState({ phase: 'loading', url: '' });
    create().then((qr) => {
      if (signal.aborted) return;
      keptTopic.set(qr.topic);
      url = qr.url;
      show('active');
      poll(qr.topic);
    }, fail);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [enabled, attempt]);

  /** Clears the QR (and its kept topic) and makes a new one. */
  const refresh = useCallback(() => {
    keptTopic.clear();
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, refresh };
}
