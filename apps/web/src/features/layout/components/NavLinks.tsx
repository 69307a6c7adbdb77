import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth';

/** `signedIn`: shown only to a signed-in user. */
const LINKS = [
  { to: '/', key: 'home', signedIn: false },
  { to: '/templates', key: 'templates', signedIn: false },
  { to: '/space', key: 'space', signedIn: true },
  { to: '/pricing', key: 'pricing', signedIn: false },
] as const;

/**
 * The main navigation (Home, Templates, My decks once signed in, Pricing), horizontal in the
 * header or stacked in the drawer.
 */
export function NavLinks({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('layout');
  const signedIn = useSession().status === 'logged-in';
  return (
    <nav className={vertical ? 'sc-nav sc-nav-vertical' : 'sc-nav'}>
      {LINKS.filter((link) => signedIn || !link.signedIn).map((link) => (
        <NavLink
          key={link.key}
          to={link.to}
          end={link.to === '/'}
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
