import { TeamOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format-date';
import { isApiError } from '../../../shared/http';
import { PrimaryButton, toast } from '../../../shared/ui';
import { useDocumentTitle } from '../../../shared/useDocumentTitle';
import { RequireAuth } from '../../auth';
import { useRefreshMembership } from '../../membership';
import { fetchInvitation, isTeamQuery, joinTeam, teamKeys } from '../api';
import { useTeamTranslation } from '../team-texts';

const TOKEN = /^[A-Za-z0-9_-]{22}$/;

const STATE_COLOR = { valid: 'green', expired: 'default', revoked: 'default', full: 'orange' };

function Invitation({ token }: { token: string }) {
  const { t } = useTeamTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshMembership = useRefreshMembership();
  const preview = useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  if (preview.isPending) {
    return (
      <div className="sc-center">
        <Spin size="large" />
      </div>
    );
  }
  if (preview.isError) {
    const message = isApiError(preview.error) && preview.error.message;
    return (
      <Result
        status="warning"
        title={message || t('join.failed')}
        data-testid="team-join-error"
        extra={<Button onClick={() => void preview.refetch()}>{t('join.retry')}</Button>}
      />
    );
  }
  const { teamName, ownerName, expiresAt, state } = preview.data;
  const join = async () => {
    setBusy(true);
    setFailure('');
    try {
      const team = await joinTeam(token);
      toast.success(t('join.joined', { name: team.name }));
      void queryClient.invalidateQueries({ predicate: isTeamQuery });
      refreshMembership();
      void navigate('/team');
    } catch (e) {
      setFailure(isApiError(e) && e.message ? e.message : t('join.failed'));
      setBusy(false);
    }
  };
  return (
    <Card data-testid="team-join" style={{ maxWidth: 480, margin: '24px auto', width: '100%' }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        <TeamOutlined /> <span data-testid="team-join-name">{teamName}</span>
      </Typography.Title>
      <Typography.Paragraph data-testid="team-join-owner">
        {t('join.invitedBy', { owner: ownerName })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('join.expires', { date: formatDate(Math.floor(Date.parse(expiresAt) / 1000)) })}
      </Typography.Paragraph>
      <Tag color={STATE_COLOR[state]} data-testid="team-join-state" data-state={state}>
        {t(`join.state.${state}`)}
      </Tag>
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ marginTop: 16 }}
          data-testid="team-join-failure"
        />
      )}
      <PrimaryButton
        block
        size="large"
        style={{ marginTop: 16 }}
        disabled={state !== 'valid'}
        loading={busy}
        onClick={() => void join()}
        data-testid="team-join-submit"
      >
        {t('join.submit')}
      </PrimaryButton>
    </Card>
  );
}

/** /team/join?token=: an invitation's team, owner and state, and 'join' (signed in first). */
export default function TeamJoinPage() {
  const { t } = useTeamTranslation();
  useDocumentTitle(t('join.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="sc-page" style={{ padding: 16, width: '100%' }} data-testid="team-join-page">
      <RequireAuth>
        {TOKEN.test(token) ? (
          <Invitation token={token} />
        ) : (
          <Result status="warning" title={t('join.missing')} data-testid="team-join-error" />
        )}
      </RequireAuth>
    </div>
  );
}
