type Action = () => void;

let pending: Action | null = null;

/**
 * An action waiting for a login (e.g. the home topic submission): it runs when the login
 * succeeds and is dropped when the login modal is closed without logging in.
 */
export const loginGate = {
  defer(action: Action): void {
    pending = action;
  },
  succeed(): void {
    const action = pending;
    pending = null;
    action?.();
  },
  cancel(): void {
    pending = null;
  },
};
