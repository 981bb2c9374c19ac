import { button, rowButton, submitEmpty } from './a11y-steps';
import type { DialogCase } from './a11y-dialog-cases';

/*
 * The due-diligence dialogs the accessibility gate opens (issue 17; spread into DIALOGS):
 * supplierStage's (SUP001 is the demo's supplier 1), documentApproval's and avlApproval's.
 */
export const DUE_DILIGENCE_DIALOGS: DialogCase[] = [
  {
    name: 'supplier file upload',
    url: '/factory/supplierStage?id=1',
    steps: [rowButton('dueDiligence:stage.uploadNew', 'dueDiligence:stage.upload')],
  },
  {
    name: 'supplier file upload refused',
    url: '/factory/supplierStage?id=1',
    steps: [rowButton('dueDiligence:stage.uploadNew', 'dueDiligence:stage.upload'), submitEmpty],
  },
  {
    name: 'supplier file versions',
    url: '/factory/supplierStage?id=1',
    steps: [
      (page, t) =>
        page
          .locator('.ant-table-row')
          .first()
          .locator('button')
          .filter({ hasText: t('dueDiligence:stage.versions') })
          .first()
          .click(),
    ],
  },
  {
    name: 'supplier check',
    url: '/factory/supplierStage?id=1',
    // the row's own button: in zh its word (记录) is also part of 阶段记录 (stage record)
    steps: [
      (page, t) =>
        page
          .locator('.ant-table-row button')
          .filter({ hasText: new RegExp(`^${t('dueDiligence:stage.editCheck')}$`) })
          .first()
          .click(),
    ],
  },
  {
    name: 'move stage refused',
    url: '/factory/supplierStage?id=1',
    steps: [button('dueDiligence:stage.moveStage'), submitEmpty],
  },
  {
    name: 'request status change refused',
    url: '/factory/supplierStage?id=1',
    steps: [button('dueDiligence:stage.requestStatus'), submitEmpty],
  },
  {
    name: 'file types',
    url: '/factory/supplierStage?id=1',
    steps: [button('dueDiligence:stage.fileTypes')],
  },
  {
    name: 'file type refused',
    url: '/factory/supplierStage?id=1',
    steps: [
      button('dueDiligence:stage.fileTypes'),
      button('dueDiligence:stage.addFileType'),
      submitEmpty,
    ],
  },
  {
    name: 'file approve',
    url: '/factory/documentApproval',
    steps: [rowButton('dueDiligence:approvals.approve')],
  },
  {
    name: 'file reject refused',
    url: '/factory/documentApproval',
    steps: [rowButton('dueDiligence:approvals.reject'), submitEmpty],
  },
  {
    name: 'expiry scan confirmation',
    url: '/factory/documentApproval',
    steps: [button('dueDiligence:approvals.runExpiry')],
  },
  {
    name: 'status change request refused',
    url: '/factory/avlApproval',
    steps: [button('dueDiligence:avl.newRequest'), submitEmpty],
  },
  {
    name: 'status change approve',
    url: '/factory/avlApproval?status=pending',
    steps: [rowButton('dueDiligence:avl.approve')],
  },
  {
    name: 'status change reject refused',
    url: '/factory/avlApproval?status=pending',
    steps: [rowButton('dueDiligence:avl.reject'), submitEmpty],
  },
];
