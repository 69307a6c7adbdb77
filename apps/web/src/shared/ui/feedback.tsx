import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { lazy, Suspense, useEffect, useState } from 'react';

/** The part of antd's modal API the app uses (the static and hook APIs both provide it). */
export interface ModalApi {
  confirm(config: ModalFuncProps): { destroy: () => void };
}

/** Toasts and dialogs, as antd's message and modal hooks give them. */
export interface FeedbackApi {
  message: MessageInstance;
  modal: ModalApi;
}

let current: FeedbackApi | null = null;
let waiting: ((api: FeedbackApi) => void)[] = [];
/** Mounted bridges, told when the first toast or dialog is wanted. */
const bridges = new Set<() => void>();
let wanted = false;

// The host (antd's message and modal, with their dialogs and notices) loads on the first toast
// or dialog: the pages do not carry it until then.
const FeedbackHost = lazy(() => import('./feedback-host'));

function ready(api: FeedbackApi | null): void {
  current = api;
  if (!api) return;
  const resolve = waiting;
  waiting = [];
  for (const done of resolve) done(api);
}

/** The APIs when they are loaded already (callers that must act within the same event). */
export function loadedFeedback(): FeedbackApi | null {
  return current;
}

/**
 * The toast and dialog APIs: those of the bridge inside the app's providers (so they follow
 * the theme and locale), loaded on first use; antd's static ones where no bridge is mounted.
 */
export function feedback(): Promise<FeedbackApi> {
  if (current) return Promise.resolve(current);
  if (bridges.size === 0) {
    return import('./feedback-static').then((m) => m.staticFeedback);
  }
  return new Promise<FeedbackApi>((resolve) => {
    waiting.push(resolve);
    if (!wanted) {
      wanted = true;
      for (const wake of bridges) wake();
    }
  });
}

/**
 * Mounted once inside the providers: renders antd's message and modal holders once a toast or
 * dialog is first wanted, and hands their APIs to code outside React (the http client,
 * confirmDialog).
 */
export function FeedbackBridge() {
  const [on, setOn] = useState(wanted);
  useEffect(() => {
    const wake = () => setOn(true);
    bridges.add(wake);
    if (wanted) setOn(true);
    return () => {
      bridges.delete(wake);
    };
  }, []);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHost onReady={ready} />
    </Suspense>
  );
}

/** Short notices at the top of the page. */
export const toast = {
  success: (text: string) => void feedback().then((api) => api.message.success(text)),
  error: (text: string) => void feedback().then((api) => api.message.error(text)),
  warning: (text: string) => void feedback().then((api) => api.message.warning(text)),
  info: (text: string) => void feedback().then((api) => api.message.info(text)),
};
