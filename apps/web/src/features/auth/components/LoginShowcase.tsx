import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../shared/ui';

/** Tints of the decorative slide-thumbnail wall behind the tagline. */
const WALL = ['#FFE8A3', '#FFF4D1', '#FFD23F', '#F5F0E6', '#FFE08A', '#FFF9E8'];
const TILES = Array.from({ length: 30 }, (_, i) => WALL[(i * 7) % WALL.length]!);

/** The desktop login page's left panel: a wall of slide shapes, the logo and the tagline. */
export function LoginShowcase() {
  const { t } = useTranslation('auth');
  return (
    <div className="sc-login-showcase">
      <div className="sc-login-wall" aria-hidden="true">
        {TILES.map((color, i) => (
          <div key={i} className="sc-login-tile" style={{ background: color }}>
            <span />
            <span />
          </div>
        ))}
      </div>
      <div className="sc-login-tagline">
        <Logo size={40} />
        <Typography.Title level={2}>{t('page.tagline')}</Typography.Title>
        <Typography.Paragraph>{t('page.taglineSub')}</Typography.Paragraph>
      </div>
    </div>
  );
}
