import { UserOutlined } from '@ant-design/icons';
import { USER_NAME_MAX_LENGTH, type UserInfo } from '@slidecraft/contract';
import { Avatar, Button, Form, Input, Space, Typography } from 'antd';
import { useRef } from 'react';
import { PrimaryButton } from '../../../shared/ui';
import { AVATAR_MAX_MB, AVATAR_MIME_TYPES } from '../avatar-file';
import { useProfileForm } from '../hooks/useProfileForm';
import { useAccountTranslation } from '../account-texts';

/** Avatar (checked on the client before upload) and display name. */
export function ProfileSection({ user }: { user: UserInfo }) {
  const { t } = useAccountTranslation();
  const form = useProfileForm(user);
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <section className="sc-account-section">
      <Typography.Title level={5}>{t('profile.title')}</Typography.Title>
      <Space align="center" size="middle">
        <Avatar size={56} src={user.avatar || undefined} icon={<UserOutlined />} />
        <div>
          <Button loading={form.uploading} onClick={() => fileInput.current?.click()}>
            {t('profile.changeAvatar')}
          </Button>
          <div>
            <Typography.Text type="secondary">
              {t('profile.avatarHint', { size: AVATAR_MAX_MB })}
            </Typography.Text>
          </div>
          <input
            ref={fileInput}
            type="file"
            accept={AVATAR_MIME_TYPES.join(',')}
            hidden
            aria-label={t('profile.changeAvatar')}
            data-testid="avatar-upload"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void form.uploadAvatar(file);
            }}
          />
        </div>
      </Space>
      <Form layout="vertical" component="div" style={{ marginTop: 16 }}>
        <Form.Item
          label={t('profile.name')}
          validateStatus={form.nameError ? 'error' : undefined}
          help={form.nameError}
        >
          <Space.Compact block>
            <Input
              value={form.name}
              onChange={(event) => form.setName(event.target.value)}
              placeholder={t('profile.namePlaceholder', { max: USER_NAME_MAX_LENGTH })}
              data-testid="name-input"
            />
            <PrimaryButton
              disabled={!form.canSaveName}
              loading={form.savingName}
              onClick={() => form.saveName()}
              data-testid="name-save"
            >
              {t('profile.save')}
            </PrimaryButton>
          </Space.Compact>
        </Form.Item>
      </Form>
    </section>
  );
}
