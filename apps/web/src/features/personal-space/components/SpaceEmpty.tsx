import { TRASH_DAYS } from '@slidecraft/contract';
import { Button, Empty } from 'antd';
import { Link } from 'react-router';
import { usePersonalSpaceTranslation } from '../personal-space-texts';

/** What an empty list says: nothing kept yet (with the way to create a deck), no match, or an empty trash. */
export function SpaceEmpty({ trash, search }: { trash: boolean; search: string }) {
  const { t } = usePersonalSpaceTranslation();
  if (trash) {
    return (
      <Empty
        data-testid="space-empty"
        description={
          <>
            <div>{t('empty.trash')}</div>
            <div className="sc-space-hint">{t('empty.trashHint', { days: TRASH_DAYS })}</div>
          </>
        }
      />
    );
  }
  if (search)
    return <Empty data-testid="space-empty" description={t('empty.search', { search })} />;
  return (
    <Empty data-testid="space-empty" description={t('empty.kept')}>
      <Link to="/">
        <Button type="primary" data-testid="space-create">
          {t('empty.create')}
        </Button>
      </Link>
    </Empty>
  );
}
