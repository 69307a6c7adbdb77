import { TeamOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { TEAM_NAME_MAX } from '@slidecraft/contract';
import { Card, Input, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../shared/http';
import { PrimaryButton } from '../../../shared/ui';
import { createTeam, teamKeys } from '../api';
import { useTeamTranslation } from '../team-texts';

/** Outside a team: a name (1-30 characters, trimmed) and 'create team'. */
export function CreateTeamForm({ userId }: { userId: string }) {
  const { t } = useTeamTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();
  const rule =
    trimmed === '' ? t('create.empty') : trimmed.length > TEAM_NAME_MAX ? t('create.tooLong') : '';
  const error = failure || (touched ? rule : '');

  const submit = async () => {
    setTouched(true);
    if (rule || busy) return;
    setBusy(true);
    setFailure('');
    try {
      const team = await createTeam(trimmed);
      queryClient.setQueryData(teamKeys.mine(userId), { team });
    } catch (e) {
      setFailure(isApiError(e) && e.message ? e.message : t('create.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-testid="team-create">
      <Typography.Title level={4}>
        <TeamOutlined /> {t('create.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('create.hint')}</Typography.Paragraph>
      <label htmlFor="team-name-input">
        <Typography.Text strong>{t('create.label')}</Typography.Text>
      </label>
      <Input
        id="team-name-input"
        size="large"
        value={name}
        placeholder={t('create.placeholder')}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setName(e.target.value);
          setTouched(true);
          setFailure('');
        }}
        onPressEnter={() => void submit()}
        style={{ marginTop: 8 }}
        data-testid="team-name-input"
      />
      <div className="ant-form-item-explain-error" role="alert" data-testid="team-create-error">
        {error}
      </div>
      <PrimaryButton
        size="large"
        block
        style={{ marginTop: 12 }}
        disabled={rule !== ''}
        loading={busy}
        onClick={() => void submit()}
        data-testid="team-create-submit"
      >
        {t('create.submit')}
      </PrimaryButton>
    </Card>
  );
}
