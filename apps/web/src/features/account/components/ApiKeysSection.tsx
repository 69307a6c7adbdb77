import { CheckOutlined, CopyOutlined, PlusOutlined } from '@ant-design/icons';
import {
  API_KEY_NAME_MAX,
  API_KEYS_MAX,
  type ApiKeyCreated,
  type ApiKeyItem,
} from '@slidecraft/contract';
import { Alert, Button, Empty, Form, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { statusOf } from '../../../shared/forms/useFieldErrors';
import { formatDateTime } from '../../../shared/format-date';
import { PrimaryButton, TextInput, toast } from '../../../shared/ui';
import { useApiKeyForm, useApiKeys } from '../hooks/useApiKeys';
import { AccountForm } from './AccountForm';
import { useAccountTranslation } from '../account-texts';

/** An ISO 8601 time as YYYY-MM-DD HH:mm in the browser's time zone. */
const isoDateTime = (iso: string) => formatDateTime(Date.parse(iso) / 1000);

/**
 * The account's API keys (the open API, docs/api.md): what they are for, 'create key' (a
 * name), the key just made shown this once with a copy button, and the live keys (their
 * prefix, never the key), each revocable after a confirmation.
 */
export function ApiKeysSection({ userId }: { userId: string }) {
  const { t } = useAccountTranslation();
  const keys = useApiKeys(userId);
  const [formOpen, setFormOpen] = useState(false);
  const created = (answer: ApiKeyCreated) => {
    setFormOpen(false);
    keys.onCreated(answer);
  };
  return (
    <section className="sc-account-section sc-api-keys" data-testid="api-keys-section">
      <Typography.Title level={5}>{t('apiKeys.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('apiKeys.hint', { max: API_KEYS_MAX })}
      </Typography.Paragraph>
      {keys.created ? (
        <CreatedKey created={keys.created} onClose={keys.dismissCreated} />
      ) : formOpen ? (
        <CreateKeyForm onCreated={created} onClose={() => setFormOpen(false)} />
      ) : (
        <Button
          icon={<PlusOutlined />}
          onClick={() => setFormOpen(true)}
          data-testid="api-key-create"
        >
          {t('apiKeys.create')}
        </Button>
      )}
      <KeyList keys={keys} />
    </section>
  );
}

function CreateKeyForm({
  onCreated,
  onClose,
}: {
  onCreated: (answer: ApiKeyCreated) => void;
  onClose: () => void;
}) {
  const { t } = useAccountTranslation();
  const form = useApiKeyForm(onCreated);
  return (
    <AccountForm name="api-key" form={form} submitLabel={t('apiKeys.submit')} onClose={onClose}>
      <Form.Item
        label={t('apiKeys.name')}
        validateStatus={statusOf(form.nameError)}
        help={form.nameError}
      >
        <TextInput
          value={form.name}
          onChange={(event) => form.setName(event.target.value)}
          placeholder={t('apiKeys.namePlaceholder', { max: API_KEY_NAME_MAX })}
          autoComplete="off"
          autoFocus
          data-testid="api-key-name"
        />
      </Form.Item>
      {form.blocked && (
        <Alert
          type="error"
          showIcon
          title={form.blocked}
          style={{ marginBottom: 16 }}
          data-testid="api-key-error"
        />
      )}
    </AccountForm>
  );
}

/** The key just made: the whole key, this once, with a copy button and the warning. */
function CreatedKey({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  const { t } = useAccountTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
      toast.success(t('apiKeys.copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the key can be selected.
      toast.info(t('apiKeys.copyByHand'));
    }
  };
  return (
    <div className="sc-api-key-created" role="status" data-testid="api-key-created">
      <Typography.Text strong>{t('apiKeys.createdTitle', { name: created.name })}</Typography.Text>
      <Alert type="warning" showIcon title={t('apiKeys.onceWarning')} style={{ marginTop: 8 }} />
      <div className="sc-api-key-value" data-testid="api-key-value">
        {created.key}
      </div>
      <Space wrap>
        <PrimaryButton
          icon={copied ? <CheckOutlined /> : <CopyOutlined />}
          onClick={copy}
          data-testid="api-key-copy"
        >
          {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
        </PrimaryButton>
        <Button onClick={onClose} data-testid="api-key-done">
          {t('apiKeys.done')}
        </Button>
      </Space>
    </div>
  );
}

function KeyList({ keys }: { keys: ReturnType<typeof useApiKeys> }) {
  const { t } = useAccountTranslation();
  if (keys.loading) {
    return (
      <div className="sc-api-key-list" data-testid="api-keys-loading">
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    );
  }
  if (keys.error !== undefined) {
    return (
      <Alert
        className="sc-api-key-list"
        type="error"
        showIcon
        title={keys.error}
        action={
          <Button size="small" loading={keys.reloading} onClick={keys.reload}>
            {t('apiKeys.retry')}
          </Button>
        }
        data-testid="api-keys-error"
      />
    );
  }
  if (keys.items.length === 0) {
    return (
      <Empty
        className="sc-api-key-list"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('apiKeys.empty')}
        data-testid="api-keys-empty"
      />
    );
  }
  return (
    <ul className="sc-api-key-list" data-testid="api-keys-list">
      {keys.items.map((item) => (
        <KeyRow
          key={item.id}
          item={item}
          revoking={keys.revoking === item.id}
          onRevoke={() => void keys.revoke(item)}
        />
      ))}
    </ul>
  );
}

function KeyRow({
  item,
  revoking,
  onRevoke,
}: {
  item: ApiKeyItem;
  revoking: boolean;
  onRevoke: () => void;
}) {
  const { t } = useAccountTranslation();
  return (
    <li className="sc-api-key-row" data-testid="api-key-row" data-key-id={item.id}>
      <div className="sc-api-key-info">
        <div className="sc-api-key-title">
          <Typography.Text strong ellipsis={{ tooltip: item.name }} data-testid="api-key-row-name">
            {item.name}
          </Typography.Text>
          <Typography.Text code data-testid="api-key-prefix">
            {`${item.prefix}…`}
          </Typography.Text>
        </div>
        <Typography.Text type="secondary" className="sc-api-key-dates">
          {t('apiKeys.createdAt', { date: isoDateTime(item.createdAt) })}
          {' · '}
          {item.lastUsedAt
            ? t('apiKeys.lastUsed', { date: isoDateTime(item.lastUsedAt) })
            : t('apiKeys.neverUsed')}
        </Typography.Text>
      </div>
      <Button danger loading={revoking} onClick={onRevoke} data-testid="api-key-revoke">
        {t('apiKeys.revoke')}
      </Button>
    </li>
  );
}
