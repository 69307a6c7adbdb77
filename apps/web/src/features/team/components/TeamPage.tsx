import { Grid, Spin, Typography } from 'antd';
import { useDocumentTitle } from '../../../shared/useDocumentTitle';
import { RequireAuth, useSession } from '../../auth';
import { useMyTeam } from '../hooks';
import { useTeamTranslation } from '../team-texts';
import { CreateTeamForm } from './CreateTeamForm';
import { EnterpriseCard } from './EnterpriseCard';
import { TeamView } from './TeamView';

function TeamScreen({ userId }: { userId: string }) {
  const desktop = Grid.useBreakpoint().md !== false;
  const mine = useMyTeam(userId);
  if (mine.isPending) {
    return (
      <div className="sc-center">
        <Spin size="large" />
      </div>
    );
  }
  const team = mine.data?.team ?? null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {team ? <TeamView team={team} desktop={desktop} /> : <CreateTeamForm userId={userId} />}
      <EnterpriseCard />
    </div>
  );
}

function SignedInTeam() {
  const { user } = useSession();
  return user ? <TeamScreen userId={user.id} /> : null;
}

/** /team: the user's team (or creating one), the team plans and the enterprise plans. */
export default function TeamPage() {
  const { t } = useTeamTranslation();
  useDocumentTitle(t('title'));
  return (
    <div
      className="sc-page"
      style={{ maxWidth: 960, margin: '0 auto', padding: 16, width: '100%' }}
      data-testid="team-page"
    >
      <Typography.Title level={3}>{t('title')}</Typography.Title>
      <RequireAuth>
        <SignedInTeam />
      </RequireAuth>
    </div>
  );
}
