import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../shared/useDocumentTitle';

export default function NotFound() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.subtitle')}
      extra={
        <Button type="primary" onClick={() => navigate('/')} data-testid="not-found-home">
          {t('backHome', { ns: 'common' })}
        </Button>
      }
    />
  );
}
