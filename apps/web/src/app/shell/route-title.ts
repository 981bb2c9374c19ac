import type { Language } from '@lading/shared';
import type { MenuRoute } from '../menu-routes';

/** spec §2: Chinese title or English title by language. */
export const routeTitle = (route: Pick<MenuRoute, 'title'>, language: string) =>
  (language as Language) === 'zh' ? route.title.zh : route.title.en;
