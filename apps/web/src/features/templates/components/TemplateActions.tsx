import {
  DownloadOutlined,
  EditOutlined,
  ShoppingCartOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { TemplateDetail } from '@slidecraft/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Money, PrimaryButton, toast, type Currency } from '../../../shared/ui';
import { useRequireLogin } from '../../auth';
import { useContentAccess, useDownloadTimes, useTemplateActions } from '../hooks/useTemplateDetail';
import { AiSameDialog } from './AiSameDialog';
import { QuotaDialog } from './QuotaDialog';
import { useTemplatesTranslation } from '../templates-texts';

const BuyTemplateDialog = lazy(() => import('./BuyTemplateDialog'));

/**
 * What a template's page offers: use it (a new deck, opened in the workspace), have AI make a
 * deck on another topic in its theme, and download it (a non-member's quota shown under the
 * button; 5301 opens the quota dialog). Using and downloading need sign-in: the login modal
 * opens and the action runs after the login.
 */
export function TemplateActions({ detail, desktop }: { detail: TemplateDetail; desktop: boolean }) {
  const { t } = useTemplatesTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const [quotaMessage, setQuotaMessage] = useState<string | null>(null);
  const [aiOpen, setAiOpen] = useState(false);
  const { use, download } = useTemplateActions(detail.id, setQuotaMessage);
  const times = useDownloadTimes().data;
  // A paid template (sold on its own): bought, in the tier, or to buy first.
  const price = detail.price ?? null;
  const access = useContentAccess(detail.id, price !== null);
  const locked = price !== null && !['paid', 'member', 'free'].includes(access.data?.access ?? '');
  const [buying, setBuying] = useState(false);
  const [buyMounted, setBuyMounted] = useState(false);
  const buy = () =>
    requireLogin(() => {
      setBuyMounted(true);
      setBuying(true);
    });

  const useTemplate = () =>
    requireLogin(() =>
      locked
        ? buy()
        : use.mutate(undefined, {
            onSuccess: ({ recordId }) =>
              navigate(`/workspace?recordId=${encodeURIComponent(recordId)}`),
          }),
    );
  const downloadTemplate = () =>
    requireLogin(() =>
      locked
        ? buy()
        : download.mutate(undefined, {
            onSuccess: (result) => toast.success(t('detail.downloaded', { name: result.fileName })),
          }),
    );

  return (
    <div className="sc-tpl-actions">
      {price && (
        <div className="sc-tpl-price" data-testid="template-price">
          <Money cents={price.pay} currency={price.currency as Currency} size={22} />
          <span className="sc-tpl-price-note" data-testid="template-access">
            {access.data?.access === 'paid'
              ? t('detail.bought')
              : access.data?.access === 'member'
                ? t('detail.included')
                : t('detail.paid')}
          </span>
        </div>
      )}
      {price && locked && (
        <PrimaryButton
          size="large"
          block
          icon={<ShoppingCartOutlined />}
          onClick={buy}
          data-testid="template-buy"
        >
          {t('detail.buy')}
        </PrimaryButton>
      )}
      <PrimaryButton
        size="large"
        block
        icon={<EditOutlined />}
        loading={use.isPending}
        onClick={useTemplate}
        data-testid="template-use"
      >
        {t('detail.use')}
      </PrimaryButton>
      <Button
        size="large"
        block
        icon={<ThunderboltOutlined />}
        onClick={() => setAiOpen(true)}
        data-testid="template-ai"
      >
        {t('detail.ai')}
      </Button>
      <Button
        size="large"
        block
        icon={<DownloadOutlined />}
        loading={download.isPending}
        onClick={downloadTemplate}
        data-testid="template-download"
      >
        {t('detail.download')}
      </Button>
      {times && !times.unlimited && (
        <div className="sc-tpl-quota" data-testid="template-quota">
          {t('detail.quota', { count: times.remaining })}
        </div>
      )}
      <AiSameDialog
        open={aiOpen}
        desktop={desktop}
        onClose={() => setAiOpen(false)}
        themeId={detail.themeId}
        themeName={detail.themeName}
        initialTopic={detail.title}
      />
      <QuotaDialog message={quotaMessage} desktop={desktop} onClose={() => setQuotaMessage(null)} />
      {price && buyMounted && (
        <Suspense fallback={null}>
          <BuyTemplateDialog
            open={buying && locked}
            detail={detail}
            price={price}
            desktop={desktop}
            onClose={() => setBuying(false)}
            onPaid={() => {
              setBuying(false);
              toast.success(t('buy.paid'));
              void access.refetch();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
