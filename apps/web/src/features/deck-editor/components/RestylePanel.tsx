import { ORIGINAL_THEME_ID } from '@slidecraft/contract';
import type { DeckDocument } from '@slidecraft/deck/scene';
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ThemePicker } from '../../themes/components/ThemePicker';
import { useEditorTranslation } from '../editor-texts';
import { readyBrandTheme } from '../model/brand';
import type { Pictures } from '../model/pictures';
import { slideSvg } from '../model/slide-svg';

/** The deck laid out in `themeId` as the server will lay it out (restyleDeck, loaded on first use). */
async function restyled(deck: DeckDocument, themeId: string): Promise<DeckDocument> {
  const [{ restyleDeck }] = await Promise.all([
    import('@slidecraft/deck/restyle'),
    readyBrandTheme(themeId),
  ]);
  return restyleDeck(deck, themeId);
}

/** The restyled slide that shows the current one: the same id, or its first continuation. */
function counterpart(deck: DeckDocument, slideId: string): number {
  const same = deck.slides.findIndex((slide) => slide.id === slideId);
  if (same >= 0) return same;
  const continued = deck.slides.findIndex((slide) => slide.id.startsWith(`${slideId}-`));
  return Math.max(0, continued);
}

function SlideView({ svg, label, testId }: { svg: string; label: string; testId: string }) {
  return (
    <figure className="sc-restyle-view" data-testid={testId}>
      <figcaption>{label}</figcaption>
      {/* The engine's own SVG of the slide (sceneToSvg escapes every text it holds). */}
      <div className="sc-restyle-slide" dangerouslySetInnerHTML={{ __html: svg }} />
    </figure>
  );
}

/**
 * "换主题 / 一键美化" for a deck made from a .pptx: a theme is tried first, the current slide
 * before and after, then applied (the server lays the whole deck out anew); "back to the
 * original" undoes every restyle.
 */
export function RestylePanel(props: {
  deck: DeckDocument;
  slideIndex: number;
  pictures: Pictures;
  /** The record's theme: ORIGINAL_THEME_ID while the deck is as it was imported. */
  current: string;
  onChoose: (themeId: string) => void;
}) {
  const { t } = useEditorTranslation();
  const [candidate, setCandidate] = useState<string | null>(null);
  const [preview, setPreview] = useState<DeckDocument | 'failed' | null>(null);
  const { deck, slideIndex } = props;
  const slide = deck.slides[slideIndex] ?? deck.slides[0]!;

  useEffect(() => {
    if (!candidate) return;
    let live = true;
    setPreview(null);
    restyled(deck, candidate).then(
      (result) => live && setPreview(result),
      () => live && setPreview('failed'),
    );
    return () => {
      live = false;
    };
  }, [deck, candidate]);

  if (candidate) {
    const after =
      preview && preview !== 'failed'
        ? slideSvg(preview, counterpart(preview, slide.id), props.pictures)
        : null;
    return (
      <div className="sc-restyle" data-testid="restyle-compare">
        <SlideView
          svg={slideSvg(deck, slideIndex, props.pictures)}
          label={t('restyle.before')}
          testId="restyle-before"
        />
        {after ? (
          <SlideView svg={after} label={t('restyle.after')} testId="restyle-after" />
        ) : preview === 'failed' ? (
          <Alert type="warning" showIcon title={t('restyle.previewFailed')} />
        ) : (
          <Spin tip={t('restyle.computing')}>
            <div className="sc-restyle-slide" />
          </Spin>
        )}
        <Space>
          <Button
            type="primary"
            onClick={() => props.onChoose(candidate)}
            data-testid="restyle-apply"
          >
            {t('restyle.apply')}
          </Button>
          <Button onClick={() => setCandidate(null)} data-testid="restyle-another">
            {t('restyle.another')}
          </Button>
        </Space>
      </div>
    );
  }
  return (
    <div className="sc-restyle">
      <Typography.Paragraph type="secondary">{t('restyle.hint')}</Typography.Paragraph>
      {props.current !== ORIGINAL_THEME_ID && (
        <Button
          block
          onClick={() => props.onChoose(ORIGINAL_THEME_ID)}
          data-testid="restyle-original"
        >
          {t('restyle.original')}
        </Button>
      )}
      <ThemePicker current={props.current} applying={undefined} onChoose={setCandidate} />
    </div>
  );
}
