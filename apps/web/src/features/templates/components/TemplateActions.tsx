import { DownloadOutlined, EditOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { TemplateDetail } from '@slidecraft/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PrimaryButton, toast } from '../../../shared/ui';
import { useRequireLogin } from '../../auth';
import { useDownloadTimes, useTemplateActions } from '../hooks/useTemplateDetail';
import { AiSameDialog } from './AiSameDialog';
import { QuotaDialog } from './QuotaDialog';
import { useTemplatesTranslation } from '../templates-texts';

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

  const useTemplate = () =>
    requireLogin(() =>
      use.mutate(undefined, {
        onSuccess: ({ recordId }) =>
          navigate(`/workspace?recordId=${encodeURIComponent(recordId)}`),
      }),
    );
  const downloadTemplate = () =>
    requireLogin(() =>
      download.mutate(undefined, {
        onSuccess: (result) => toast.success(t('detail.downloaded', { name: result.fileName })),
      }),
    );

  return (
    <div className="sc-tpl-actions">
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
    </div>
  );
}
