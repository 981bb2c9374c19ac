import type { Language } from '../i18n/languages';

/**
 * The refusals of stock (issue 16), in both languages; spread into the one catalog
 * (i18n/error-messages.ts). Every refusal changes nothing.
 */
export const stockErrorMessages = {
  'warehouse.codeExists': {
    en: 'Warehouse code {code} already exists',
    zh: '仓库编码 {code} 已存在',
  },
  'warehouse.inUse': {
    en: 'Warehouse {code} has stock moves or documents and cannot be deleted; deactivate it instead',
    zh: '仓库 {code} 已有库存流水或单据，不能删除，可改为停用',
  },
  'warehouse.typeLocked': {
    en: 'Warehouse {code} holds stock: its type cannot change',
    zh: '仓库 {code} 有库存，不能修改类型',
  },
  'warehouse.unknown': {
    en: 'Warehouse {id} does not exist. Nothing was changed',
    zh: '仓库 {id} 不存在。未做任何修改',
  },
  'warehouse.unknownLoadingPoint': {
    en: 'Loading point {id} does not exist. Nothing was changed',
    zh: '装货地点 {id} 不存在。未做任何修改',
  },
  'warehouse.inactive': {
    en: 'Warehouse {code} is inactive: it takes no new stock moves. Nothing was changed',
    zh: '仓库 {code} 已停用，不能再记录库存变动。未做任何修改',
  },
  'warehouse.wrongType': {
    en: 'Warehouse {code} is not of the type {type}. Nothing was changed',
    zh: '仓库 {code} 的类型不是{type}。未做任何修改',
  },
  'warehouse.noneOfType': {
    en: 'There is no active warehouse of the type {type}. Nothing was changed',
    zh: '没有启用的{type}。未做任何修改',
  },
  'stock.insufficient': {
    en: 'Only {available} of {product}{poLine} are in {warehouse}; {requested} cannot be taken out. Nothing was changed',
    zh: '{warehouse} 中 {product}{poLine} 仅有 {available}，不能出库 {requested}。未做任何修改',
  },
  'stock.reasonRequired': { en: 'a reason is required', zh: '请填写原因' },
  'stock.sameWarehouse': {
    en: 'the destination must differ from the source warehouse',
    zh: '目标仓库不能与来源仓库相同',
  },
  'stock.qtyPositive': { en: 'must be at least 1', zh: '不能小于 1' },
  'stock.duplicatePoLine': {
    en: 'the same PO line is given twice',
    zh: '同一采购订单行被重复填写',
  },
  'stock.duplicateLine': { en: 'the same line is given twice', zh: '同一行被重复填写' },
  'stock.unknownProduct': {
    en: 'Product {id} does not exist. Nothing was changed',
    zh: '产品 {id} 不存在。未做任何修改',
  },
  'stock.poLineProduct': {
    en: 'PO line {poLine} is not for product {product}. Nothing was changed',
    zh: '采购订单行 {poLine} 不是产品 {product} 的。未做任何修改',
  },
  'deliveryNote.notEditable': {
    en: 'Delivery note {noteNo} is {status}: only a Draft can be changed. Nothing was changed',
    zh: '送货单 {noteNo} 状态为{status}，只有草稿可以修改。未做任何修改',
  },
  'deliveryNote.notCancellable': {
    en: 'Delivery note {noteNo} is {status}: it can no longer be cancelled. Nothing was changed',
    zh: '送货单 {noteNo} 状态为{status}，不能再取消。未做任何修改',
  },
  'deliveryNote.partlyStocked': {
    en: 'Part of delivery note {noteNo} is already stocked in: it can no longer be cancelled. Nothing was changed',
    zh: '送货单 {noteNo} 已部分入库，不能再取消。未做任何修改',
  },
  'deliveryNote.notFoundByNumber': {
    en: 'No delivery note {noteNo}',
    zh: '没有送货单 {noteNo}',
  },
  'deliveryNote.notLoadingWarehouse': {
    en: 'Goods are delivered to a loading warehouse; {code} is not one. Nothing was changed',
    zh: '送货只能送到装柜仓库，{code} 不是装柜仓库。未做任何修改',
  },
  'deliveryNote.poLineNotDeliverable': {
    en: 'PO line {poLine} is not an open line of this supplier. Nothing was changed',
    zh: '采购订单行 {poLine} 不是该供应商的未完成订单行。未做任何修改',
  },
  'deliveryNote.wrongLoadingPoint': {
    en: 'PO line {poLine} loads at {loadingPoint}, not at warehouse {code}. Nothing was changed',
    zh: '采购订单行 {poLine} 的装货地点是 {loadingPoint}，不是仓库 {code}。未做任何修改',
  },
  'deliveryNote.tooMuch': {
    en: 'PO line {poLine}: only {deliverable} can still be delivered, not {qty}. Nothing was changed',
    zh: '采购订单行 {poLine} 仅可再送货 {deliverable}，不能送 {qty}。未做任何修改',
  },
  'deliveryNote.lineNotPending': {
    en: 'Line {lineNo} of delivery note {noteNo} is not waiting for stock-in. Nothing was changed',
    zh: '送货单 {noteNo} 第 {lineNo} 行不在待入库状态。未做任何修改',
  },
  'deliveryNote.unknownLine': {
    en: 'Delivery note line {id} does not exist. Nothing was changed',
    zh: '送货单行 {id} 不存在。未做任何修改',
  },
  'deliveryNote.overReceived': {
    en: 'Line {lineNo} of delivery note {noteNo}: received and damaged together ({total}) exceed the {qty} delivered. Nothing was changed',
    zh: '送货单 {noteNo} 第 {lineNo} 行：实收与破损合计 {total} 超过送货数量 {qty}。未做任何修改',
  },
  'scrapOrder.notEditable': {
    en: 'Scrap order {scrapNo} is {status}: only a Draft can be changed. Nothing was changed',
    zh: '报废单 {scrapNo} 状态为{status}，只有草稿可以修改。未做任何修改',
  },
  'scrapOrder.notDraft': {
    en: 'Scrap order {scrapNo} is {status}: only a Draft can be approved or rejected. Nothing was changed',
    zh: '报废单 {scrapNo} 状态为{status}，只有草稿可以审批或驳回。未做任何修改',
  },
  'scrapOrder.notApproved': {
    en: 'Scrap order {scrapNo} is {status}: only an Approved order can be scrapped. Nothing was changed',
    zh: '报废单 {scrapNo} 状态为{status}，只有已审批的报废单可以执行报废。未做任何修改',
  },
  'scrapOrder.notCancellable': {
    en: 'Scrap order {scrapNo} is {status}: it can no longer be cancelled. Nothing was changed',
    zh: '报废单 {scrapNo} 状态为{status}，不能再取消。未做任何修改',
  },
  'scrapOrder.wrongWarehouse': {
    en: 'Goods are scrapped from a loading warehouse or the rework area; {code} is neither. Nothing was changed',
    zh: '只能从装柜仓库或返工区报废，{code} 都不是。未做任何修改',
  },
  'loading.notLoadable': {
    en: 'Container {container} is {status}: only released containers not yet shipped are loaded. Nothing was changed',
    zh: '货柜 {container} 状态为{status}：只能装载已下达且未出运的货柜。未做任何修改',
  },
  'loading.completed': {
    en: 'The loading of container {container} is already complete. Nothing was changed',
    zh: '货柜 {container} 已装柜完成。未做任何修改',
  },
  'loading.wrongWarehouse': {
    en: 'Warehouse {code} is not a loading warehouse of the container’s loading point. Nothing was changed',
    zh: '仓库 {code} 不是该货柜装货地点的装柜仓库。未做任何修改',
  },
  'loading.unknownLine': {
    en: 'Line {id} is not a line of this container. Nothing was changed',
    zh: '第 {id} 行不属于该货柜。未做任何修改',
  },
  'loading.duplicateLine': {
    en: 'Line {poLine} is given twice. Nothing was changed',
    zh: '订单行 {poLine} 重复。未做任何修改',
  },
  'loading.lineClosed': {
    en: 'Line {poLine} is already loaded or closed. Nothing was changed',
    zh: '订单行 {poLine} 已装完或已关闭。未做任何修改',
  },
  'loading.overPlanned': {
    en: 'Line {poLine}: only {remaining} remain to load, not {qty}. Nothing was changed',
    zh: '订单行 {poLine} 仅剩 {remaining} 可装，不能装 {qty}。未做任何修改',
  },
  'loading.overOnHand': {
    en: 'Line {poLine}: only {onHand} on hand in {code}, not {qty}. Nothing was changed',
    zh: '订单行 {poLine} 在仓库 {code} 仅有库存 {onHand}，不能装 {qty}。未做任何修改',
  },
  'loading.shortfallReason': {
    en: 'Line {poLine}: loading {qty} of the {remaining} remaining needs a shortfall reason. Nothing was changed',
    zh: '订单行 {poLine} 剩余 {remaining}，只装 {qty} 须填写短装原因。未做任何修改',
  },
  'loading.nothingToLoad': {
    en: 'Nothing to load: give a quantity or close a line with a shortfall reason',
    zh: '没有要装的内容：请填写数量，或填写短装原因关闭某行',
  },
  'loading.changedMeanwhile': {
    en: 'Container {container} was changed meanwhile; reload it and try again. Nothing was changed',
    zh: '货柜 {container} 已被他人修改，请刷新后重试。未做任何修改',
  },
} as const satisfies Record<string, Record<Language, string>>;
