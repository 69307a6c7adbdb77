import { CopyOutlined, UserOutlined } from '@ant-design/icons';
import type { TeamInfo, TeamInvitation } from '@slidecraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Descriptions, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../shared/format-date';
import { RelativeTime } from '../../../shared/RelativeTime';
import { confirmDialog, toast } from '../../../shared/ui';
import { useRefreshMembership } from '../../membership';
import { createInvitation, isTeamQuery, leaveTeam, removeMember, revokeInvitation } from '../api';
import { useTeamTranslation } from '../team-texts';
import { TeamPlans } from './TeamPlans';

const isoDate = (iso: string) => formatDate(Math.floor(Date.parse(iso) / 1000));

/** The whole address of an invitation (the server answers its path). */
export const invitationUrl = (invitation: TeamInvitation) =>
  new URL(invitation.path, window.location.origin).toString();

/** After a change: the team and the signed-in user's tier load again. */
function useTeamChanged() {
  const queryClient = useQueryClient();
  const refreshMembership = useRefreshMembership();
  return () => {
    void queryClient.invalidateQueries({ predicate: isTeamQuery });
    refreshMembership();
  };
}

/** A team: name, seats, membership end, members, and the owner's or member's actions. */
export function TeamView({ team, desktop }: { team: TeamInfo; desktop: boolean }) {
  const { t } = useTeamTranslation();
  const changed = useTeamChanged();
  const active = team.memberUntil * 1000 > Date.now();
  const leave = async () => {
    const choice = await confirmDialog({
      title: t('leave.title', { name: team.name }),
      content: t('leave.content'),
      okType: 'danger',
      okText: t('leave.action'),
    });
    if (choice !== 'ok') return;
    await leaveTeam();
    toast.success(t('leave.done'));
    changed();
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card data-testid="team-info">
        <Typography.Title level={4} data-testid="team-name" style={{ marginTop: 0 }}>
          {team.name}
        </Typography.Title>
        <Descriptions
          column={desktop ? 3 : 1}
          size="small"
          items={[
            {
              key: 'seats',
              label: t('info.seats'),
              children: (
                <span data-testid="team-seats">
                  {t('info.seatsValue', { used: team.members.length, total: team.seats })}
                </span>
              ),
            },
            {
              key: 'until',
              label: t('info.until'),
              children: (
                <span data-testid="team-until">
                  {active
                    ? t('info.untilDate', { date: formatDate(team.memberUntil) })
                    : t('info.notActive')}
                </span>
              ),
            },
          ]}
        />
        {!team.isOwner && (
          <Button danger onClick={() => void leave()} data-testid="team-leave">
            {t('leave.action')}
          </Button>
        )}
      </Card>
      <Members team={team} onChanged={changed} />
      {team.isOwner && <Invitations team={team} onChanged={changed} />}
      {team.isOwner && <TeamPlans teamId={team.id} renew={active} desktop={desktop} />}
    </Space>
  );
}

function Members({ team, onChanged }: { team: TeamInfo; onChanged: () => void }) {
  const { t } = useTeamTranslation();
  const remove = async (userId: string, name: string) => {
    const choice = await confirmDialog({
      title: t('members.removeTitle', { name }),
      content: t('members.removeContent'),
      okType: 'danger',
      okText: t('members.remove'),
    });
    if (choice !== 'ok') return;
    await removeMember(userId);
    toast.success(t('members.removed'));
    onChanged();
  };
  return (
    <Card title={t('members.title')} data-testid="team-members">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {team.members.map((m) => (
          <li
            key={m.userId}
            data-testid={`team-member-${m.role}`}
            data-user-id={m.userId}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 12,
              padding: '10px 0',
              borderBottom: '1px solid #f0f0f0',
            }}
          >
            <Avatar src={m.avatar || undefined} icon={<UserOutlined />} />
            <div style={{ flex: 1, minWidth: 0 }}>
              <div>
                <Typography.Text strong data-testid="team-member-name">
                  {m.name}
                </Typography.Text>{' '}
                <Tag color={m.role === 'owner' ? 'gold' : 'default'}>
                  {m.role === 'owner' ? t('info.owner') : t('info.member')}
                </Tag>
              </div>
              <Typography.Text type="secondary">
                {t('members.joined')} <RelativeTime at={m.joinedAt} />
              </Typography.Text>
            </div>
            {team.isOwner && m.role !== 'owner' && (
              <Button
                danger
                size="small"
                onClick={() => void remove(m.userId, m.name)}
                data-testid="team-member-remove"
              >
                {t('members.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Invitations({ team, onChanged }: { team: TeamInfo; onChanged: () => void }) {
  const { t } = useTeamTranslation();
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      await createInvitation();
      onChanged();
    } catch {
      // Shown by the client (toast).
    } finally {
      setBusy(false);
    }
  };
  const copy = async (invitation: TeamInvitation) => {
    try {
      await navigator.clipboard.writeText(invitationUrl(invitation));
      toast.success(t('invite.copied'));
    } catch {
      toast.error(t('invite.copyFailed'));
    }
  };
  const revoke = async (token: string) => {
    const choice = await confirmDialog({ title: t('invite.revokeTitle'), okType: 'danger' });
    if (choice !== 'ok') return;
    await revokeInvitation(token);
    toast.success(t('invite.revoked'));
    onChanged();
  };
  return (
    <Card title={t('invite.title')} data-testid="team-invitations">
      <Typography.Paragraph type="secondary">{t('invite.hint')}</Typography.Paragraph>
      {team.invitations.length === 0 && (
        <Typography.Paragraph type="secondary">{t('invite.none')}</Typography.Paragraph>
      )}
      {team.invitations.map((invitation) => (
        <div key={invitation.token} style={{ marginBottom: 12 }} data-testid="team-invitation">
          <Input readOnly value={invitationUrl(invitation)} data-testid="team-invitation-url" />
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 8,
              marginTop: 8,
            }}
          >
            <Typography.Text type="secondary" style={{ flex: 1 }}>
              {t('invite.expires', { date: isoDate(invitation.expiresAt) })}
            </Typography.Text>
            <Button
              icon={<CopyOutlined />}
              onClick={() => void copy(invitation)}
              data-testid="team-invitation-copy"
            >
              {t('invite.copy')}
            </Button>
            <Button
              danger
              onClick={() => void revoke(invitation.token)}
              data-testid="team-invitation-revoke"
            >
              {t('invite.revoke')}
            </Button>
          </div>
        </div>
      ))}
      <Button loading={busy} onClick={() => void create()} data-testid="team-invitation-create">
        {t('invite.create')}
      </Button>
    </Card>
  );
}
