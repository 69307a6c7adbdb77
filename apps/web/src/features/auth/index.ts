export { LoginModal } from './components/LoginModal';
export { LoginPanel } from './components/LoginPanel';
export { RequireAuth } from './components/RequireAuth';
export { SessionArea } from './components/SessionArea';
export { useSession, type Session, type SessionStatus } from './session/useSession';
export { useLogout } from './session/useLogout';
export { useLoginModal } from './login/useLoginModal';
export { useRequireLogin } from './login/useRequireLogin';
export { loginViewOf, loginRedirectTarget, LOGIN_PARAM, LOGIN_PATH } from './login/login-params';
