import { message, Modal } from 'antd';
import type { FeedbackApi } from './feedback';

/** antd's static toast and dialog APIs, for code running where no bridge is mounted. */
export const staticFeedback: FeedbackApi = { message, modal: Modal };
