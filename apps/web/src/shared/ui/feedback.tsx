import { App, message as staticMessage, Modal as StaticModal, type ModalFuncProps } from 'antd';
import { useEffect } from 'react';

type AppApi = ReturnType<typeof App.useApp>;

let current: AppApi | null = null;

/**
 * Mounted once inside antd's <App>: it hands the context-aware message and modal APIs to code
 * that runs outside React (the http client, confirmDialog), so toasts follow the theme and locale.
 */
export function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => {
    current = api;
    return () => {
      if (current === api) current = null;
    };
  }, [api]);
  return null;
}

export function messageApi(): AppApi['message'] {
  return current?.message ?? staticMessage;
}

/** The part of antd's modal API the app uses (the static and hook APIs both provide it). */
export interface ModalApi {
  confirm(config: ModalFuncProps): { destroy: () => void };
}

export function modalApi(): ModalApi {
  return current?.modal ?? StaticModal;
}

/** Short notices at the top of the page. */
export const toast = {
  success: (text: string) => void messageApi().success(text),
  error: (text: string) => void messageApi().error(text),
  warning: (text: string) => void messageApi().warning(text),
  info: (text: string) => void messageApi().info(text),
};
