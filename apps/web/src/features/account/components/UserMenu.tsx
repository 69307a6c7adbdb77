import {
  CrownOutlined,
  GiftOutlined,
  LogoutOutlined,
  ProfileOutlined,
  SettingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { UserInfo } from '@slidecraft/contract';
import { Avatar, Button, Divider, Popover, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format-date';

// Loaded when first opened: the header does not carry the account forms.
const AccountSettingsDialog = lazy(() =>
  import('./AccountSettingsDialog').then((m) => ({ default: m.AccountSettingsDialog })),
);
// The first-visit tour of the home page: from here, so that neither a visitor's home page nor
// a user who went through it carries its code (the home page's JavaScript budget).
const UserGuideTour = lazy(() => import('../../user-guide/UserGuideTour'));
import { tourSeenHere } from '../../user-guide/seen';
import { useLogout } from '../../auth/session/useLogout';
import { useMembershipTranslation } from '../../membership/membership-texts';
import { useAccountTranslation } from '../account-texts';
import { useAuthTranslation } from '../../auth/auth-texts';

/** The signed-in user's menu: masked phone, tier, membership screens, account settings, logout. */
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useAuthTranslation();
  const { t: tAccount } = useAccountTranslation();
  const { t: tMembership } = useMembershipTranslation();
  const { t: tCommon } = useTranslation('common');
  const logout = useLogout();
  const [, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  /** Opens a membership screen by its address parameter (mm, om, redeem=1, aipacks). */
  const openScreen = (name: 'mm' | 'om' | 'redeem' | 'aipacks') => {
    setMenuOpen(false);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(name, name === 'redeem' ? '1' : '');
        return next;
      },
      { preventScrollReset: true },
    );
  };
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Kept mounted after the first open, so closing still animates.
  const [settingsOpened, setSettingsOpened] = useState(false);
  const label = user.phone || user.name;
  const content = (
    <div className="sc-user-menu">
      <Typography.Text strong data-testid="user-phone">
        {label}
      </Typography.Text>
      <div>
        <Tag color={user.isRole ? 'gold' : 'default'}>
          {user.isRole ? t('session.professional') : t('session.basic')}
        </Tag>
        {user.isRole && user.endAt > 0 && (
          <Typography.Text type="secondary">
            {t('session.expiresAt', { date: formatDate(user.endAt) })}
          </Typography.Text>
        )}
      </div>
      <Divider style={{ margin: '8px 0' }} />
      <Button
        type="text"
        block
        icon={<CrownOutlined />}
        onClick={() => openScreen('mm')}
        data-testid="open-membership"
      >
        {user.isRole ? t('session.renew') : t('session.upgrade')}
      </Button>
      <Button
        type="text"
        block
        icon={<ProfileOutlined />}
        onClick={() => openScreen('om')}
        data-testid="open-orders"
      >
        {t('session.orders')}
      </Button>
      <Button
        type="text"
        block
        icon={<TeamOutlined />}
        onClick={() => {
          setMenuOpen(false);
          void navigate('/team');
        }}
        data-testid="open-team"
      >
        {t('session.team')}
      </Button>
      <Button
        type="text"
        block
        icon={<GiftOutlined />}
        onClick={() => openScreen('redeem')}
        data-testid="open-redeem"
      >
        {tMembership('redeem.entry')}
      </Button>
      <Button
        type="text"
        block
        icon={<ThunderboltOutlined />}
        onClick={() => openScreen('aipacks')}
        data-testid="open-ai-packs"
      >
        {tCommon('buyAiPoints')}
      </Button>
      <Button
        type="text"
        block
        icon={<SettingOutlined />}
        onClick={() => {
          setMenuOpen(false);
          setSettingsOpen(true);
          setSettingsOpened(true);
        }}
        data-testid="account-settings"
      >
        {tAccount('entry')}
      </Button>
      <Button
        type="text"
        block
        icon={<LogoutOutlined />}
        onClick={() => void logout()}
        data-testid="logout"
      >
        {t('session.logout')}
      </Button>
    </div>
  );
  return (
    <>
      <Popover
        content={content}
        trigger="click"
        placement="bottomRight"
        open={menuOpen}
        onOpenChange={setMenuOpen}
      >
        <Button type="text" data-testid="user-menu" className="sc-user-button">
          <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined />} />
          <span className="sc-user-label">{label}</span>
        </Button>
      </Popover>
      {pathname === '/' && !tourSeenHere(user.id) && (
        <Suspense fallback={null}>
          <UserGuideTour guide="home" userId={user.id} />
        </Suspense>
      )}
      {settingsOpened && (
        <Suspense fallback={null}>
          <AccountSettingsDialog
            user={user}
            open={settingsOpen}
            onClose={() => setSettingsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
