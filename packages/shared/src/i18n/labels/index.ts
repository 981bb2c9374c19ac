import { enLabels } from './en/index';
import { zhLabels } from './zh/index';

/**
 * The one catalog of visible labels (screens, columns, export headers, statuses, enums),
 * zh and en, one namespace per feature. The web's i18next and the server's exports read it.
 */
export const LABELS = { en: enLabels, zh: zhLabels } as const;
export type LabelCatalog = typeof enLabels;
