import { useEffect, useRef, type ImgHTMLAttributes, type MouseEvent } from 'react';
import { toast } from '../../shared/ui';
import { applyTestMode, consentValid } from './consent';
import { useUserGuideTranslation } from './user-guide-texts';

/** The blocked-menu message shows at most this often per image (a burst of right-clicks is one notice). */
const NOTICE_EVERY_MS = 3000;

/**
 * A slide preview or template thumbnail (spec section 6): the right-click menu (save image,
 * copy, open in a new tab) is blocked unless the day's consent record is valid; not draggable.
 */
export function ProtectedImg(props: ImgHTMLAttributes<HTMLImageElement>) {
  const { t } = useUserGuideTranslation();
  const lastNotice = useRef(0);
  useEffect(() => applyTestMode(), []);
  const onContextMenu = (event: MouseEvent<HTMLImageElement>) => {
    applyTestMode();
    if (consentValid()) return;
    event.preventDefault();
    const now = Date.now();
    if (now - lastNotice.current < NOTICE_EVERY_MS) return;
    lastNotice.current = now;
    toast.info(t('protect.blocked'));
  };
  return (
    <img alt="" {...props} draggable={false} data-protected="" onContextMenu={onContextMenu} />
  );
}
