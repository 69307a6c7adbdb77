import { DownloadOutlined, PlaySquareOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PresentMode, picturesOf, slideSvg, useDeckWebFonts } from '../../deck-editor';
import { useDocumentTitle } from '../../../shared/useDocumentTitle';
import { ErrorCode, personalSpaceApi } from '@slidecraft/contract';
import { isApiError, routeKey } from '../../../shared/http';
import { fetchShare } from '../api';
import { useSharedDownload } from '../hooks/useSharedDownload';
import { useShareTranslation } from '../share-texts';

/** An unknown, revoked or trashed link (5428), as opposed to a failure of the call. */
const isNotFound = (error: unknown) =>
  isApiError(error) && error.code === ErrorCode.SHARE_LINK_NOT_FOUND;

/**
 * A deck shared by link, read-only, for anyone (signed in or not): every slide as the engine
 * draws it, present mode, and the PPTX download when its owner allows it. An unknown or
 * revoked link is a friendly "not found" view.
 */
export function SharedDeckView({ code }: { code: string }) {
  const { t } = useShareTranslation();
  const query = useQuery({
    queryKey: routeKey(personalSpaceApi.sharedDeck, { params: { code } }),
    queryFn: ({ signal }) => fetchShare(code, signal),
    retry: false,
    staleTime: 60_000,
  });
  const shared = query.data;
  useDocumentTitle(shared?.title ?? t('loading'));
  const pictures = useMemo(() => picturesOf(shared?.pictures ?? []), [shared]);
  // The fonts the owner picked, served as web fonts like in the editor.
  useDeckWebFonts(shared?.deck);
  const [presenting, setPresenting] = useState<number | null>(null);
  const download = useSharedDownload(code, shared?.title ?? '');

  if (query.isPending) {
    return (
      <div className="sc-share" aria-busy data-testid="share-loading">
        <Skeleton active title paragraph={{ rows: 1 }} />
        <div className="sc-share-slide sc-share-slide-empty" />
      </div>
    );
  }
  if (!shared && !isNotFound(query.error)) {
    // Not the link: the network or the server. Say so, and offer to try again.
    return (
      <Result
        status="warning"
        title={t('failed.title')}
        subTitle={t('failed.subtitle')}
        extra={
          <Button type="primary" onClick={() => void query.refetch()} data-testid="share-retry">
            {t('failed.retry')}
          </Button>
        }
        data-testid="share-failed"
      />
    );
  }
  if (!shared) {
    return (
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.subtitle')}
        extra={
          <Link to="/">
            <Button type="primary" data-testid="share-home">
              {t('notFound.home')}
            </Button>
          </Link>
        }
        data-testid="share-not-found"
      />
    );
  }
  const { deck } = shared;
  return (
    <div className="sc-share" data-testid="shared-deck">
      <div className="sc-share-head">
        <div>
          <Typography.Title level={3} className="sc-share-title">
            {shared.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('slides', { count: deck.slides.length })} · {t('made')}
          </Typography.Text>
        </div>
        <div className="sc-share-actions">
          {shared.allowDownload && (
            <Button
              icon={<DownloadOutlined />}
              loading={download.downloading}
              onClick={download.start}
              data-testid="share-download"
            >
              {!download.downloading
                ? t('download.button')
                : download.progress === null
                  ? t('download.preparing')
                  : t('download.progress', { percent: Math.round(download.progress * 100) })}
            </Button>
          )}
          <Button
            type="primary"
            icon={<PlaySquareOutlined />}
            onClick={() => setPresenting(0)}
            data-testid="share-present"
          >
            {t('present')}
          </Button>
        </div>
      </div>
      {download.error && (
        <Alert
          type="error"
          showIcon
          className="sc-share-alert"
          title={download.error}
          action={
            shared.allowDownload ? (
              <Button size="small" onClick={download.start} data-testid="share-download-retry">
                {t('download.retry')}
              </Button>
            ) : undefined
          }
          data-testid="share-download-error"
        />
      )}
      <ol className="sc-share-slides">
        {deck.slides.map((slide, index) => (
          <li key={slide.id}>
            <button
              type="button"
              className="sc-share-slide"
              aria-label={t('slideLabel', { n: index + 1 })}
              onClick={() => setPresenting(index)}
              data-testid={`share-slide-${index + 1}`}
            >
              <span
                className="sc-share-svg"
                dangerouslySetInnerHTML={{ __html: slideSvg(deck, index, pictures) }}
              />
            </button>
          </li>
        ))}
      </ol>
      <div className="sc-share-foot">
        <Link to="/">
          <Button data-testid="share-make-own">{t('makeOwn')}</Button>
        </Link>
      </div>
      {presenting !== null && (
        <PresentMode
          deck={deck}
          pictures={pictures}
          start={presenting}
          onExit={() => setPresenting(null)}
        />
      )}
    </div>
  );
}
