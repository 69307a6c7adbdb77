import { InboxOutlined } from '@ant-design/icons';
import { BRAND_THEME_NAME_MAX, IMPORT_MAX_BYTES } from '@slidecraft/contract';
import { Alert, Form, Input, Progress, Radio, Typography, Upload } from 'antd';
import { PrimaryButton } from '../../../shared/ui';
import { BRAND_FILE_ACCEPT } from './api';
import type { BrandUploadState } from './useBrandUpload';
import { useThemesTranslation } from '../themes-texts';

const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);

/** The upload form: the template file, its name, who shares it, the progress and the button. */
export function BrandUploadForm({ state }: { state: BrandUploadState }) {
  const { t } = useThemesTranslation();
  return (
    <Form layout="vertical" className="sc-brand-upload" onFinish={() => void state.submit()}>
      <Upload.Dragger
        accept={BRAND_FILE_ACCEPT}
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
        <p className="ant-upload-text">{t('brand.drop')}</p>
        <p className="ant-upload-hint">{t('brand.hint', { size: MAX_MB })}</p>
        {state.file && (
          <Typography.Text strong data-testid="brand-file-name">
            {t('brand.chosen', { name: state.file.name })}
          </Typography.Text>
        )}
      </Upload.Dragger>
      <Form.Item
        label={t('brand.name')}
        validateStatus={state.nameError ? 'error' : undefined}
        help={state.nameError}
        style={{ marginTop: 16 }}
      >
        <Input
          value={state.name}
          onChange={(event) => state.setName(event.target.value)}
          placeholder={t('brand.namePlaceholder')}
          maxLength={BRAND_THEME_NAME_MAX}
          showCount
          disabled={state.running}
          data-testid="brand-name"
        />
      </Form.Item>
      {state.canShare && (
        <Form.Item label={t('brand.share')}>
          <Radio.Group
            value={state.share}
            onChange={(event) => state.setShare(event.target.value === 'team' ? 'team' : 'me')}
            disabled={state.running}
            data-testid="brand-share"
          >
            <Radio value="me">{t('brand.onlyMe')}</Radio>
            <Radio value="team">{t('brand.team')}</Radio>
          </Radio.Group>
        </Form.Item>
      )}
      {state.failure && (
        <Alert
          type="error"
          showIcon
          title={t('brand.failedTitle')}
          description={state.failure}
          style={{ marginBottom: 16 }}
          data-testid="brand-failure"
        />
      )}
      {state.progress.visible && (
        <div data-testid="brand-progress" style={{ marginBottom: 16 }}>
          <Progress percent={state.progress.percent} status="active" />
          <Typography.Text type="secondary">{t('brand.working')}</Typography.Text>
        </div>
      )}
      <PrimaryButton
        block
        size="large"
        htmlType="submit"
        disabled={!state.canSubmit}
        loading={state.running}
        data-testid="brand-submit"
      >
        {t('brand.submit')}
      </PrimaryButton>
    </Form>
  );
}
