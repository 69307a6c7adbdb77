import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function PageError() {
  const { t } = useTranslation('common');
  return (
    <div className="sc-center sc-page-error" role="alert" data-testid="page-error">
      <h2>{t('pageError.title')}</h2>
      <p>{t('pageError.body')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('pageError.reload')}
      </Button>
    </div>
  );
}

interface Props {
  /** The error is forgotten when this changes (the address's path: another page). */
  resetKey: string;
  children: ReactNode;
}

/**
 * What a page shows when it cannot open: its code failed to load (offline, or a deployment
 * replaced the chunks this tab knows) or it threw while rendering. The header, footer and the
 * rest of the app stay; another page opens normally. (The data router had a boundary of its
 * own; the app's declarative router has none.)
 */
export class PageErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) {
      this.setState({ error: null });
    }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error !== null ? <PageError /> : this.props.children;
  }
}
