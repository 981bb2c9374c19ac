import { TOKEN_COOKIE, TOKEN_DAYS } from '../lib/constants';
import { readCookie, removeCookie, writeCookie } from '../lib/cookies';

/** spec §4: the combined tokenHead + token, kept 7 days in a product-prefixed cookie. */
export const readToken = (): string | undefined => readCookie(TOKEN_COOKIE) || undefined;
export const saveToken = (tokenHead: string, token: string) =>
  writeCookie(TOKEN_COOKIE, tokenHead + token, TOKEN_DAYS);
export const clearToken = () => removeCookie(TOKEN_COOKIE);
