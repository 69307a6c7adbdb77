import { InboxOutlined } from '@ant-design/icons';
import { IMPORT_FILE_ACCEPT, IMPORT_MAX_BYTES } from '@slidecraft/contract';
import { Input, Progress, Radio, Space, Tabs, Typography, Upload } from 'antd';
import { PrimaryButton } from '../../../shared/ui';
import type { useImport } from '../hooks/useImport';
import { useImportTranslation } from '../import-texts';

const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);

/** The dialog's content: a file or a share link, the progress, and the import button. */
export function ImportForm({ state }: { state: ReturnType<typeof useImport> }) {
  const { t } = useImportTranslation();
  const fileTab = (
    <Upload.Dragger
      accept={IMPORT_FILE_ACCEPT}
      multiple={false}
      showUploadList={false}
      disabled={state.running}
      // Nothing uploads on its own: the file is sent when the user confirms.
      beforeUpload={(file) => {
        state.setFile(file);
        return false;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{t('file.drop')}</p>
      <p className="ant-upload-hint">{t('file.hint', { size: MAX_MB })}</p>
      {state.file && (
        <Typography.Text strong data-testid="import-file-name">
          {t('file.chosen', { name: state.file.name })}
        </Typography.Text>
      )}
    </Upload.Dragger>
  );
  const linkTab = (
    <>
      <Input
        value={state.link}
        onChange={(event) => state.setLink(event.target.value)}
        placeholder={t('link.placeholder')}
        disabled={state.running}
        allowClear
        inputMode="url"
        data-testid="import-link"
      />
      <Typography.Text type="secondary">{t('link.hint')}</Typography.Text>
    </>
  );
  return (
    <div className="sc-import-form">
      <Tabs
        activeKey={state.tab}
        onChange={(key) => state.setTab(key === 'link' ? 'link' : 'file')}
        items={[
          { key: 'file', label: t('tabs.file'), children: fileTab, disabled: state.running },
          { key: 'link', label: t('tabs.link'), children: linkTab, disabled: state.running },
        ]}
      />
      {state.pptx && (
        <Radio.Group
          value={state.pptxMode}
          onChange={(event) =>
            state.setPptxMode(event.target.value === 'outline' ? 'outline' : 'keep')
          }
          disabled={state.running}
          data-testid="import-pptx-mode"
        >
          <Space orientation="vertical">
            <Radio value="keep" data-testid="import-pptx-keep">
              {t('pptx.keep')}
              <br />
              <Typography.Text type="secondary">{t('pptx.keepHint')}</Typography.Text>
            </Radio>
            <Radio value="outline" data-testid="import-pptx-outline">
              {t('pptx.outline')}
            </Radio>
          </Space>
        </Radio.Group>
      )}
      {state.progress.visible && (
        <div data-testid="import-progress">
          <Progress percent={state.progress.percent} status="active" />
          <Typography.Text type="secondary">
            {state.keepsDeck ? t('workingDeck') : t('working')}
          </Typography.Text>
        </div>
      )}
      <PrimaryButton
        block
        size="large"
        disabled={!state.canSubmit}
        loading={state.running}
        onClick={() => state.submit()}
        data-testid="import-submit"
      >
        {t('submit')}
      </PrimaryButton>
    </div>
  );
}
