import { Link } from 'react-router';
import { BRAND_INK, BRAND_YELLOW } from './theme';

/** The product mark and name, linking home. */
export function Logo({ name = 'SlideCraft', size = 28 }: { name?: string; size?: number }) {
  return (
    <Link to="/" className="sc-logo" aria-label={name} data-testid="logo">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={BRAND_YELLOW} />
        <rect x="14" y="17" width="36" height="24" rx="3" fill={BRAND_INK} />
        <rect x="19" y="22" width="16" height="3" rx="1.5" fill={BRAND_YELLOW} />
        <rect x="19" y="28" width="24" height="2.5" rx="1.25" fill="#fff" />
        <rect x="19" y="33" width="20" height="2.5" rx="1.25" fill="#fff" />
        <path d="M30 41h4l3 9h-4l-1-3-1 3h-4z" fill={BRAND_INK} />
      </svg>
      <span className="sc-logo-name">{name}</span>
    </Link>
  );
}
