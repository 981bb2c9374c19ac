import type { Language } from '../i18n/languages';

/**
 * The refusals of files and due diligence (issue 17), in both languages; spread into the one
 * catalog (i18n/error-messages.ts). Every refusal changes nothing.
 */
export const ddErrorMessages = {
  'file.notMultipart': {
    en: 'Send the file as a multipart upload (the text fields first, then the file)',
    zh: '请以 multipart 方式上传文件（先文本字段，后文件）',
  },
  'file.tooLarge': {
    en: 'The file is larger than {max} MB. Nothing was uploaded',
    zh: '文件超过 {max} MB，未上传',
  },
  'file.empty': {
    en: 'The file is empty. Nothing was uploaded',
    zh: '文件为空，未上传',
  },
  'file.typeNotAllowed': {
    en: 'This file is not one of the formats accepted ({allowed}); its content was checked, not its name. Nothing was uploaded',
    zh: '文件格式不在允许范围内（{allowed}），按文件内容而非文件名判断。未上传',
  },
  'file.wrongFormat': {
    en: 'This file type takes {allowed}; the file is {format}. Nothing was uploaded',
    zh: '该文件类型只接受 {allowed}，所传文件为 {format}。未上传',
  },
  'file.noConverter': {
    en: 'This server cannot show PowerPoint files (LibreOffice is not installed). Download the file to open it',
    zh: '服务器无法预览 PowerPoint 文件（未安装 LibreOffice），请下载后打开',
  },
  'file.convertFailed': {
    en: 'The PowerPoint file could not be converted for the preview. Download the file to open it',
    zh: 'PowerPoint 文件无法转换预览，请下载后打开',
  },
  'file.notSheet': {
    en: 'Only Excel files have a sheet preview',
    zh: '只有 Excel 文件可以按表格预览',
  },
  'file.unreadableSheet': {
    en: 'The Excel file could not be read for the preview. Download the file to open it',
    zh: '无法读取该 Excel 文件进行预览，请下载后打开',
  },
  'dd.fileTypeNameRequired': {
    en: 'Enter the file type name in English and Chinese',
    zh: '请填写文件类型的中英文名称',
  },
  'dd.formatsRequired': { en: 'Choose at least one format', zh: '请至少选择一种格式' },
  'dd.validityWithoutExpiry': {
    en: 'A default validity needs expiry control',
    zh: '设置默认有效期需要开启有效期控制',
  },
  'dd.fileTypeNameExists': {
    en: 'The stage already has a file type named {name}',
    zh: '该阶段已有名为 {name} 的文件类型',
  },
  'dd.fileTypeUnknown': {
    en: 'File type {id} does not exist. Nothing was changed',
    zh: '文件类型 {id} 不存在。未做任何修改',
  },
  'dd.fileTypeInactive': {
    en: 'The file type {name} is no longer in use: nothing can be uploaded to it',
    zh: '文件类型 {name} 已停用，不能再上传',
  },
  'dd.commentRequired': {
    en: 'A summary comment is required',
    zh: '请填写摘要说明',
  },
  'dd.validityRequired': {
    en: 'With expiry control, enter the start and end day',
    zh: '开启有效期控制时，请填写开始和结束日期',
  },
  'dd.validityOrder': {
    en: 'The end day cannot be before the start day',
    zh: '结束日期不能早于开始日期',
  },
  'dd.maybeDuplicate': {
    en: 'This file may already be uploaded (version {versionNo} of {uploadedAt} has the same content). Continue?',
    zh: '该文件可能已上传（{uploadedAt} 的第 {versionNo} 版内容相同），是否继续？',
  },
  'dd.notPending': {
    en: 'Version {versionNo} of {file} ({supplier}) is {status}: only files awaiting or under review can be decided. Nothing was changed',
    zh: '{supplier} 的 {file} 第 {versionNo} 版状态为{status}，只能审核待审核或审核中的文件。未做任何修改',
  },
  'dd.notAwaiting': {
    en: 'Version {versionNo} is {status}: only a file awaiting review can be taken into review',
    zh: '第 {versionNo} 版状态为{status}，只有待审核的文件可以开始审核',
  },
  'dd.decidedMeanwhile': {
    en: 'Someone else decided this at the same time. Nothing was changed; reload to see their decision',
    zh: '其他人同时作出了决定。未做任何修改，请刷新查看',
  },
  'dd.versionUnknown': {
    en: 'File version {id} does not exist. Nothing was changed',
    zh: '文件版本 {id} 不存在。未做任何修改',
  },
  'dd.rejectCommentRequired': {
    en: 'Say why the file is rejected',
    zh: '请填写驳回原因',
  },
  'dd.eolConfirm': {
    en: 'Approving a termination file moves {suppliers} to phase-out (EOL). Confirm to go on',
    zh: '批准终止文件会将 {suppliers} 转入淘汰（EOL）阶段，请确认后继续',
  },
  'dd.sameStage': {
    en: 'The supplier is already in this stage',
    zh: '供应商已处于该阶段',
  },
  'dd.scoreRange': { en: 'The score is between 0 and 100', zh: '评分须在 0 到 100 之间' },
  'dd.resultRequired': {
    en: 'A completed check needs its result',
    zh: '已完成的检查需要填写结果',
  },
  'dd.reasonRequired': { en: 'Give a reason', zh: '请填写原因' },
  'dd.avlSameStatus': {
    en: 'The supplier already has this status',
    zh: '供应商已是该状态',
  },
  'dd.avlPending': {
    en: '{supplier} already has a status change waiting for approval',
    zh: '{supplier} 已有待审批的状态变更申请',
  },
  'dd.avlNotPending': {
    en: 'This request was already {status}. Nothing was changed',
    zh: '该申请已{status}。未做任何修改',
  },
  'dd.avlNotOwner': {
    en: 'Only an owner of {supplier} can ask to change its status',
    zh: '只有 {supplier} 的负责人可以申请变更其状态',
  },
  'dd.avlOwnRequest': {
    en: 'A request is decided by someone other than the person who raised it',
    zh: '申请须由申请人以外的人审批',
  },
} as const satisfies Record<string, Record<Language, string>>;
