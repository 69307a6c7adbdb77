import { message, Modal } from 'antd';
import { useEffect } from 'react';
import type { FeedbackApi } from './feedback';

/** antd's message and modal holders; `onReady` gets their APIs (null when unmounted). */
export default function FeedbackHost({ onReady }: { onReady: (api: FeedbackApi | null) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, modal });
    return () => onReady(null);
  }, [messageApi, modal, onReady]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
