import { errorMessage } from '@slidecraft/contract';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../shared/http';
import { setChannelAuth } from '../../shared/http/headers';
import { currentLocale } from '../../shared/i18n/instance';
import { sessionToken } from '../../shared/storage/session-token';
import type { ParentBridge } from './bridge';
import { authenticateChannel } from './channel-api';

/** Ask for a new SDK token this long before the channel session ends. */
const RENEW_BEFORE_MS = 60_000;

export interface ChannelSessionState {
  phase: 'connecting' | 'ready' | 'failed';
  /** The partner's name, once connected. */
  partnerName?: string;
  /** A new session is being asked for (the old one ended); what is on screen stays. */
  renewing: boolean;
  error?: string;
}

/**
 * The embed's channel session: asks the partner page for an SDK token ('need-token'), trades
 * it at POST /api/channel/auth, and keeps the session in memory only (never the site's stored
 * login). Before it ends, or when a call meets 401, the partner page is asked for a new token;
 * what the user is doing stays on screen meanwhile.
 */
export function useChannelSession(bridge: ParentBridge | null): ChannelSessionState {
  const [state, setState] = useState<ChannelSessionState>({
    phase: 'connecting',
    renewing: false,
  });
  const connected = useRef(false);

  useEffect(() => {
    if (!bridge) return;
    sessionToken.keepInMemory();
    let active = true;
    let renewTimer: number | undefined;
    const stopListening = bridge.onToken((sdkToken) => {
      authenticateChannel(sdkToken, bridge.origin).then(
        (session) => {
          if (!active) return;
          setChannelAuth(session.channelAuth);
          sessionToken.set(session.token);
          if (!connected.current) bridge.post('ready', { partner: session.partner.id });
          connected.current = true;
          setState({ phase: 'ready', partnerName: session.partner.name, renewing: false });
          window.clearTimeout(renewTimer);
          const renewIn = Math.max(session.expiresAt * 1000 - Date.now() - RENEW_BEFORE_MS, 10_000);
          renewTimer = window.setTimeout(() => bridge.post('need-token'), renewIn);
        },
        (error: unknown) => {
          if (!active) return;
          const code = isApiError(error) ? error.code : 500;
          const message =
            (isApiError(error) && error.message) || errorMessage(code, currentLocale());
          bridge.post('error', { code, message });
          setState((prev) =>
            connected.current
              ? { ...prev, renewing: false, error: message }
              : { phase: 'failed', renewing: false, error: message },
          );
        },
      );
    });
    // A call that met 401 ended the session (the HTTP client cleared it): ask for another.
    const unsubscribe = sessionToken.subscribe(() => {
      if (!connected.current || sessionToken.get() !== null) return;
      setState((prev) => ({ ...prev, renewing: true }));
      bridge.post('need-token');
    });
    bridge.post('need-token');
    return () => {
      active = false;
      stopListening();
      unsubscribe();
      window.clearTimeout(renewTimer);
    };
  }, [bridge]);

  return state;
}
