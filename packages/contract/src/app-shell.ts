/**
 * The product's own app shell (the native wrapper around the web app) appends this token to its
 * user agent, so the web app can tell it apart from ordinary browsers (spec section 3, device kinds).
 */
export const APP_SHELL_UA_TOKEN = 'SlideCraftApp';
