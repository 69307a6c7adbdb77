import { ArrowLeftOutlined } from '@ant-design/icons';
import type { TemplateDetail } from '@slidecraft/contract';
import { Alert, Button, Grid, Result, Skeleton, Tag, Typography } from 'antd';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/useDocumentTitle';
import { useTemplateTags } from '../hooks/useTemplateCentre';
import { useRecommendations, useTemplateDetail } from '../hooks/useTemplateDetail';
import { SlideViewer } from './SlideViewer';
import { TemplateActions } from './TemplateActions';
import { TemplateCard, type FromCentre } from './TemplateCard';
import '../templates.css';
import { useTemplatesTranslation } from '../templates-texts';

/** Where "back to the centre" leads: the listing the user came from, or the whole centre. */
function useCentreLink(): string {
  const from = (useLocation().state as FromCentre | null)?.from;
  return from?.startsWith('/templates') ? from : '/templates';
}

/** Templates like this one, as cards like the listing's (none shown when there are none). */
function Recommendations({ id, labels }: { id: string; labels: ReadonlyMap<string, string> }) {
  const { t } = useTemplatesTranslation();
  const items = useRecommendations(id).data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="sc-tpl-recommend" data-testid="template-recommend">
      <Typography.Title level={4}>{t('detail.recommend')}</Typography.Title>
      <div className="sc-tpl-grid">
        {items.map((item) => (
          <TemplateCard key={item.id} item={item} labels={labels} />
        ))}
      </div>
    </section>
  );
}

function TemplateView({
  detail,
  labels,
  desktop,
}: {
  detail: TemplateDetail;
  labels: ReadonlyMap<string, string>;
  desktop: boolean;
}) {
  const { t } = useTemplatesTranslation();
  const tagLabels = detail.tags.map((tag) => labels.get(tag)).filter(Boolean);
  const info = (
    <div className="sc-tpl-detail-info">
      <Typography.Title level={3} className="sc-tpl-detail-title" data-testid="template-title">
        {detail.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{detail.description}</Typography.Paragraph>
      {tagLabels.length > 0 && (
        <div className="sc-tpl-detail-tags" data-testid="template-tags">
          {tagLabels.map((label) => (
            <Tag key={label}>{label}</Tag>
          ))}
        </div>
      )}
      <div className="sc-tpl-detail-meta" data-testid="template-meta">
        <span>{t('detail.pages', { count: detail.pages })}</span>
        <span>{t('detail.theme', { name: detail.themeName })}</span>
        <span>{t('detail.downloads', { count: detail.downloads })}</span>
      </div>
      <TemplateActions detail={detail} desktop={desktop} />
    </div>
  );
  return (
    <>
      <div className="sc-tpl-detail">
        <div className="sc-tpl-detail-slides">
          {/* The picker is keyed by the template: another template starts at its first slide. */}
          <SlideViewer key={detail.id} slides={detail.slides} desktop={desktop} />
        </div>
        {info}
      </div>
      <Recommendations id={detail.id} labels={labels} />
    </>
  );
}

/**
 * /templates/:id: one template (spec section 2): its slides, what it is, use / AI / download,
 * and twelve like it. An unknown id gets the not-found result with the way back.
 */
export default function TemplateDetailPage() {
  const { t } = useTemplatesTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const centre = useCentreLink();
  const desktop = Grid.useBreakpoint().md !== false;
  const template = useTemplateDetail(id);
  const tags = useTemplateTags();
  useDocumentTitle(
    template.detail?.title ?? (template.notFound ? t('detail.notFound') : t('title')),
  );

  if (template.notFound) {
    return (
      <Result
        status="404"
        title={t('detail.notFound')}
        subTitle={t('detail.notFoundHint')}
        data-testid="template-not-found"
        extra={
          <Button type="primary" onClick={() => navigate('/templates')} data-testid="template-back">
            {t('detail.back')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="sc-page sc-tpl-page" data-testid="template-detail">
      <Link className="sc-tpl-back" to={centre} data-testid="template-back-link">
        <ArrowLeftOutlined /> {t('detail.back')}
      </Link>
      {template.loading && (
        <div className="sc-tpl-detail" data-testid="template-detail-loading">
          <Skeleton.Node active className="sc-tpl-stage sc-tpl-skeleton" />
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      )}
      {template.failed && (
        <Alert
          type="error"
          showIcon
          title={t('detail.failed')}
          action={
            <Button size="small" onClick={template.reload}>
              {t('reload')}
            </Button>
          }
        />
      )}
      {template.detail && (
        <TemplateView detail={template.detail} labels={tags.labels} desktop={desktop} />
      )}
    </div>
  );
}
