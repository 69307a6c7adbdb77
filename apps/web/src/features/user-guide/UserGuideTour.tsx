import { userGuideApi, type UserGuideKey, type UserGuideStep } from '@slidecraft/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Grid, Tour, type TourProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { routeKey } from '../../shared/http';
import { fetchUserGuide, postUserGuideStatus } from './api';
import { CONTROL_GAP, phonePlacement } from './phone-placement';
import { markTourSeenHere } from './seen';
import { useUserGuideTranslation } from './user-guide-texts';

/** The element a step points at: a data-testid of the page (only plain names are looked up). */
const targetOf = (step: UserGuideStep) =>
  /^[\w-]+$/.test(step.target)
    ? document.querySelector<HTMLElement>(`[data-testid="${step.target}"]`)
    : null;

/**
 * The first-visit tour (the userGuide call): shown once per user over the home AI box, step by
 * step; going on marks each step done, finishing or skipping marks the tour seen (the
 * userGuideStatus call) so it never shows again for this user, on any device. Loaded
 * lazily by the home page for a signed-in user the tour may still be new to. On a phone it does
 * not dim the page (antd's non-modal tour): the card keeps off the AI box, whose topic and send
 * button work while it shows, so a newcomer can write and send a first topic at once.
 */
export default function UserGuideTour({ guide, userId }: { guide: UserGuideKey; userId: string }) {
  const { t } = useUserGuideTranslation();
  const desktop = Grid.useBreakpoint().md !== false;
  const template = useQuery({
    queryKey: [...routeKey(userGuideApi.userGuide, { query: { guide } }), userId],
    queryFn: ({ signal }) => fetchUserGuide(guide, signal),
    staleTime: Infinity,
    retry: false,
  });
  const [open, setOpen] = useState(true);
  const [current, setCurrent] = useState(0);
  const reported = useRef(new Set<string>());
  const closed = useRef(false);
  const data = template.data;
  // Only the steps whose element is on this screen (a narrow phone may hide some).
  const steps = useMemo(
    () => (data?.status?.seen === false ? data.steps.filter((step) => targetOf(step)) : []),
    [data],
  );

  useEffect(() => {
    if (data?.status?.seen) markTourSeenHere(userId);
  }, [data, userId]);

  if (steps.length === 0 || !open) return null;

  const stepDone = (index: number) => {
    const key = steps[index]?.key;
    if (!key || reported.current.has(key)) return;
    reported.current.add(key);
    void postUserGuideStatus(guide, { step: key }).catch(() => undefined);
  };
  const close = (finished: boolean) => {
    // antd calls onClose after onFinish too: the tour ends once.
    if (closed.current) return;
    closed.current = true;
    if (finished) stepDone(current);
    setOpen(false);
    markTourSeenHere(userId);
    void postUserGuideStatus(guide, { seen: true }).catch(() => undefined);
  };
  const last = steps.length - 1;
  // On a phone the card goes above or below the tour's controls, clear of all of them; set off
  // from its control (below the box for one in the bar's upper row), it has no arrow, which
  // would point at what lies between.
  const boxOf = (step: UserGuideStep | undefined) =>
    step && targetOf(step)?.getBoundingClientRect();
  const own = desktop ? undefined : boxOf(steps[current]);
  const phone =
    own &&
    phonePlacement(
      own,
      steps.map(boxOf).filter((box) => box !== undefined),
    );
  const tourSteps: TourProps['steps'] = steps.map((step, index) => ({
    title: step.title,
    description: step.description,
    target: () => targetOf(step) ?? document.body,
    prevButtonProps: { children: t('tour.prev') },
    nextButtonProps: { children: index === last ? t('tour.finish') : t('tour.next') },
  }));

  return (
    <Tour
      open
      mask={desktop}
      placement={phone?.placement}
      gap={phone && { offset: [CONTROL_GAP, phone.gap] }}
      arrow={!phone || phone.gap === CONTROL_GAP}
      current={current}
      steps={tourSteps}
      onChange={(next) => {
        if (next > current) stepDone(current);
        setCurrent(next);
      }}
      // Closed on the last step (its finish button included) is the tour gone through.
      onClose={() => close(current === last)}
      onFinish={() => close(true)}
      actionsRender={(actions, { current: index }) => (
        <>
          {index < last && (
            <Button size="small" type="text" onClick={() => close(false)} data-testid="tour-skip">
              {t('tour.skip')}
            </Button>
          )}
          {actions}
        </>
      )}
      rootClassName="sc-user-guide"
    />
  );
}
