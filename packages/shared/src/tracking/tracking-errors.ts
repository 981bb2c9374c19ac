import type { Language } from '../i18n/languages';

/**
 * The refusals of container tracking and status changes (issue 15), in both languages;
 * spread into the one catalog (i18n/error-messages.ts). `{container}` is the container's
 * shipment no. / container no.; every refusal changes nothing.
 */
export const trackingErrorMessages = {
  'tracking.nothingChosen': { en: 'choose at least one container', zh: '请至少选择一个集装箱' },
  'tracking.duplicateContainer': {
    en: 'the same container is chosen twice',
    zh: '同一集装箱被重复选择',
  },
  'tracking.duplicateDelta': {
    en: 'the same delta is given twice',
    zh: '同一差异项被重复填写',
  },
  'tracking.unknownContainer': {
    en: 'container {id} does not exist. Nothing was changed',
    zh: '集装箱 {id} 不存在。未做任何修改',
  },
  'tracking.notEditable': {
    en: 'container {container} is {status}: its tracking and status can no longer be changed. Nothing was changed',
    zh: '集装箱 {container} 状态为 {status}，不能再修改其跟踪信息或状态。未做任何修改',
  },
  'tracking.changedMeanwhile': {
    en: 'container {container} was changed by someone else meanwhile; reload and try again. Nothing was changed',
    zh: '集装箱 {container} 已被他人修改，请刷新后重试。未做任何修改',
  },
  'tracking.alreadyInStatus': {
    en: 'container {container} is already {status}. Nothing was changed',
    zh: '集装箱 {container} 已是 {status} 状态。未做任何修改',
  },
  'tracking.statusBackward': {
    en: 'container {container} is {status} and cannot go back to {target}. Nothing was changed',
    zh: '集装箱 {container} 状态为 {status}，不能退回到 {target}。未做任何修改',
  },
  'tracking.cancelOnlyUnshipped': {
    en: 'container {container} is {status}: only Unshipped containers can be cancelled. Nothing was changed',
    zh: '集装箱 {container} 状态为 {status}：只有未发运的集装箱可以取消。未做任何修改',
  },
  'tracking.containerNoRequired': {
    en: 'container {container}: no ATD without a container/AWB no. Nothing was changed',
    zh: '集装箱 {container}：没有柜号/空运单号不能填写实际离港日期（ATD）。未做任何修改',
  },
  'tracking.loadingDateRequired': {
    en: 'container {container} cannot be {status} without its loading date. Nothing was changed',
    zh: '集装箱 {container} 没有装柜日期，不能为 {status} 状态。未做任何修改',
  },
  'tracking.atdRequired': {
    en: 'container {container} cannot be {status} without its ATD. Nothing was changed',
    zh: '集装箱 {container} 没有实际离港日期（ATD），不能为 {status} 状态。未做任何修改',
  },
  'tracking.ataRequired': {
    en: 'container {container} cannot be {status} without its ATA. Nothing was changed',
    zh: '集装箱 {container} 没有实际到港日期（ATA），不能为 {status} 状态。未做任何修改',
  },
  'tracking.receivingDateRequired': {
    en: 'container {container} cannot be {status} without its receiving date. Nothing was changed',
    zh: '集装箱 {container} 没有收货日期，不能为 {status} 状态。未做任何修改',
  },
  'tracking.loadingDateInFuture': {
    en: 'container {container}: the loading date {date} is in the future; actual dates cannot be (only ETD and ETA may). Nothing was changed',
    zh: '集装箱 {container}：装柜日期 {date} 晚于今天；实际日期不能是将来的日期（只有 ETD、ETA 可以）。未做任何修改',
  },
  'tracking.atdInFuture': {
    en: 'container {container}: the ATD {date} is in the future; actual dates cannot be (only ETD and ETA may). Nothing was changed',
    zh: '集装箱 {container}：实际离港日期（ATD） {date} 晚于今天；实际日期不能是将来的日期（只有 ETD、ETA 可以）。未做任何修改',
  },
  'tracking.ataInFuture': {
    en: 'container {container}: the ATA {date} is in the future; actual dates cannot be (only ETD and ETA may). Nothing was changed',
    zh: '集装箱 {container}：实际到港日期（ATA） {date} 晚于今天；实际日期不能是将来的日期（只有 ETD、ETA 可以）。未做任何修改',
  },
  'tracking.receivingDateInFuture': {
    en: 'container {container}: the receiving date {date} is in the future; actual dates cannot be (only ETD and ETA may). Nothing was changed',
    zh: '集装箱 {container}：收货日期 {date} 晚于今天；实际日期不能是将来的日期（只有 ETD、ETA 可以）。未做任何修改',
  },
  'tracking.blExpressDateInFuture': {
    en: 'container {container}: the BL express date {date} is in the future; actual dates cannot be (only ETD and ETA may). Nothing was changed',
    zh: '集装箱 {container}：电放日期 {date} 晚于今天；实际日期不能是将来的日期（只有 ETD、ETA 可以）。未做任何修改',
  },
  'tracking.atdBeforeLoadingDate': {
    en: 'container {container}: the ATD {date} is before the loading date {other}. Nothing was changed',
    zh: '集装箱 {container}：实际离港日期（ATD） {date} 早于装柜日期 {other}。未做任何修改',
  },
  'tracking.ataBeforeAtd': {
    en: 'container {container}: the ATA {date} is before the ATD {other}. Nothing was changed',
    zh: '集装箱 {container}：实际到港日期（ATA） {date} 早于实际离港日期（ATD） {other}。未做任何修改',
  },
  'tracking.receivingDateBeforeAta': {
    en: 'container {container}: the receiving date {date} is before the ATA {other}. Nothing was changed',
    zh: '集装箱 {container}：收货日期 {date} 早于实际到港日期（ATA） {other}。未做任何修改',
  },
  'tracking.etaBeforeEtd': {
    en: 'container {container}: the ETA {date} is before the ETD {other}. Nothing was changed',
    zh: '集装箱 {container}：预计到港日期（ETA） {date} 早于预计离港日期（ETD） {other}。未做任何修改',
  },
  'tracking.unknownDelayReason': {
    en: 'the delay reason {id} does not exist. Nothing was changed',
    zh: '延误原因 {id} 不存在。未做任何修改',
  },
} as const satisfies Record<string, Record<Language, string>>;
