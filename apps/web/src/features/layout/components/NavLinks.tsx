import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const LINKS = [
  { to: '/', key: 'home' },
  { to: '/pricing', key: 'pricing' },
] as const;

/** The main navigation (Home, Pricing), horizontal in the header or stacked in the drawer. */
export function NavLinks({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('layout');
  return (
    <nav className={vertical ? 'sc-nav sc-nav-vertical' : 'sc-nav'}>
      {LINKS.map((link) => (
        <NavLink
          key={link.key}
          to={link.to}
          end
          onClick={onNavigate}
          className={({ isActive }) => (isActive ? 'sc-nav-link active' : 'sc-nav-link')}
          data-testid={`nav-${link.key}`}
        >
          {t(`nav.${link.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
