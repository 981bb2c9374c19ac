import type { Language } from '../i18n/languages';

/**
 * The refusals of the tracking file import (issue 15) and its template, in both languages;
 * spread into the one catalog (i18n/error-messages.ts). Row refusals are shown beside the
 * row number and column, so they do not repeat them.
 */
export const trackingImportErrorMessages = {
  'trackingImport.noRows': {
    en: 'The file has no containers under the header row',
    zh: '文件的标题行下没有集装箱',
  },
  'trackingImport.unknownContainer': {
    en: 'container ID {value} is not one of the containers you can update',
    zh: '集装箱 ID {value} 不是您可以更新的集装箱',
  },
  'trackingImport.unknownShipment': {
    en: 'no container you can update has shipment no. {value}',
    zh: '您可以更新的集装箱中没有货运编号 {value}',
  },
  'trackingImport.shipmentHasSeveral': {
    en: 'shipment {value} has {count} containers: give the container ID (the tracking template has it)',
    zh: '货运编号 {value} 下有 {count} 个集装箱：请填写集装箱 ID（跟踪模板中已有）',
  },
  'trackingImport.wholeNumber': { en: 'must be a whole number', zh: '必须是整数' },
  'trackingImport.templateTooMany': {
    en: 'The list has {count} containers; a tracking template holds at most {max}: select rows or narrow the filters',
    zh: '列表中有 {count} 个集装箱，跟踪模板最多 {max} 个：请勾选行或缩小筛选范围',
  },
} as const satisfies Record<string, Record<Language, string>>;
