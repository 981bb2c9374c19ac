/** Tiny cookie helpers (spec §9 keeps token, language and sidebar state in cookies). */
export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

export function writeCookie(name: string, value: string, days?: number): void {
  const expires = days === undefined ? '' : `; max-age=${Math.round(days * 24 * 60 * 60)}`;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; samesite=lax${expires}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
}
