import { groupOperations as groups } from '../admin/group.operations';
import { menuOperations as menus } from '../admin/menu.operations';
import { resourceOperations as resources } from '../admin/resource.operations';
import { userOperations as users } from '../admin/user.operations';
import { leadTimeOperations as leadTime } from '../lead-times/lead-time.operations';
import { planningOperations as planning } from '../planning/planning.operations';
import { productOperations as product } from '../products/product.operations';
import { readyDateOperations as readyDate } from '../ready-dates/ready-date.operations';
import { containerTypeOperations as containerType } from '../reference/container-type.operations';
import { delayReasonOperations as delayReason } from '../reference/delay-reason.operations';
import { warehouseOperations as warehouse } from '../stock/warehouse.operations';
import { loadingLimitOperations as loadingLimit } from '../reference/loading-limit.operations';
import { loadingPointOperations as loadingPoint } from '../reference/loading-point.operations';
import { shippingLineOperations as shippingLine } from '../reference/shipping-line.operations';
import { transitTimeOperations as transitTime } from '../reference/transit-time.operations';
import { trackingOperations as tracking } from '../tracking/tracking.operations';
import { supplierOperations as supplier } from '../suppliers/supplier.operations';
import { transitReportOperations as transitReport } from '../reports/transit-reports.operations';
import { otdReportOperations as otdReport } from '../reports/otd-reports.operations';
import { reportSettingOperations as reportSettings } from '../reports/report-settings.operations';
import { amountReportOperations as amountReport } from '../reports/amount-reports.operations';
import { reportPackOperations as reportPack } from '../reports/report-packs.operations';
import { containerReads, workbenchReads, workbenchWrites } from './operation-sets';
import type { ScreenGroup } from './screen';

/** spec §2 route groups, second half: planning, reports, shipping references, permissions. */

export const arrange = {
  name: 'arrange',
  path: '/arrange',
  titleKey: 'arrange',
  icon: 'ApartmentOutlined',
  children: [
    {
      name: 'preArrange',
      path: '/arrange/preArrange',
      titleKey: 'preArrange',
      icon: 'CalendarOutlined',
      // issue 6: the workbench holds unsaved plans, they survive a tab switch
      keepAlive: true,
      operations: workbenchReads,
      gated: workbenchWrites,
    },
    {
      name: 'rearrangement',
      path: '/arrange/rearrangement',
      titleKey: 'rearrangement',
      icon: 'SyncOutlined',
      hidden: true,
      operations: workbenchReads,
      gated: workbenchWrites,
    },
    {
      name: 'shippingPlan',
      path: '/arrange/shippingPlan',
      titleKey: 'shippingPlan',
      icon: 'ScheduleOutlined',
      keepAlive: true,
      operations: [
        planning.listContainers,
        planning.exportContainers,
        ...containerReads,
        loadingPoint.list,
        supplier.list,
      ],
      // issue 15: status changes and the tracking drawer (its shipping line and reason pickers)
      gated: [
        tracking.changeStatus,
        tracking.updateTracking,
        shippingLine.list,
        delayReason.options,
      ],
    },
  ],
} as const satisfies ScreenGroup;

/**
 * issue 15: the PDF and PowerPoint packs of OTD, utilization, seaReport and
 * shippingAmountReport — the job and its file are read; queuing one (a POST) is gated on the
 * same reports resource.
 */
const reportPacks = [reportPack.job, reportPack.file] as const;

export const reportForms = {
  name: 'reportForms',
  path: '/reportForms',
  titleKey: 'reportForms',
  icon: 'BarChartOutlined',
  children: [
    {
      name: 'shippingDetails',
      path: '/reportForms/shippingDetails',
      titleKey: 'shippingDetails',
      icon: 'ProfileOutlined',
      operations: [readyDate.shippingDetails, readyDate.exportShippingDetails, supplier.list],
      gated: [readyDate.submit, readyDate.approve, readyDate.reject],
    },
    {
      name: 'containerChangeHistory',
      path: '/reportForms/containerChangeHistory',
      titleKey: 'containerChangeHistory',
      icon: 'HistoryOutlined',
      operations: [readyDate.containerChanges, readyDate.exportContainerChanges, supplier.list],
    },
    {
      name: 'seaReport',
      path: '/reportForms/seaReport',
      titleKey: 'seaReport',
      icon: 'GlobalOutlined',
      keepAlive: true,
      operations: [
        transitReport.seaReport,
        transitReport.exportSeaReport,
        ...reportPacks,
        supplier.list,
      ],
      // the loading point and shipping line filters, for who reads the references
      gated: [loadingPoint.list, shippingLine.list, reportPack.create],
    },
    {
      name: 'loadingPlan',
      path: '/reportForms/loadingPlan',
      titleKey: 'loadingPlan',
      icon: 'CalendarOutlined',
      operations: [transitReport.loadingPlan, transitReport.exportLoadingPlan, supplier.list],
      gated: [loadingPoint.list],
    },
    {
      name: 'OTD',
      path: '/reportForms/OTD',
      titleKey: 'OTD',
      icon: 'FieldTimeOutlined',
      keepAlive: true,
      operations: [
        otdReport.otd,
        otdReport.otdLines,
        otdReport.exportOtdLines,
        ...reportPacks,
        reportSettings.get,
        supplier.list,
      ],
      // issue 15: the company's OTD tolerance, changed by who keeps the references
      gated: [reportSettings.update, reportPack.create],
    },
    {
      name: 'utilization',
      path: '/reportForms/utilization',
      titleKey: 'utilization',
      icon: 'PieChartOutlined',
      keepAlive: true,
      operations: [
        otdReport.utilization,
        otdReport.utilizationContainers,
        otdReport.exportUtilizationContainers,
        ...reportPacks,
        supplier.list,
      ],
      gated: [loadingPoint.list, reportPack.create],
    },
    {
      name: 'spareReport',
      path: '/reportForms/spareReport',
      titleKey: 'spareReport',
      icon: 'ContainerOutlined',
      keepAlive: true,
      operations: [
        amountReport.spareContainers,
        amountReport.exportSpareContainers,
        amountReport.spareCandidates,
        supplier.list,
      ],
      // the loading point filter, for who reads the references
      gated: [loadingPoint.list],
    },
    {
      name: 'shippingAmountReport',
      path: '/reportForms/shippingAmountReport',
      titleKey: 'shippingAmountReport',
      icon: 'DollarOutlined',
      keepAlive: true,
      operations: [
        amountReport.shippedAmounts,
        amountReport.shippedAmountSummary,
        amountReport.shippedAmountLines,
        amountReport.exportShippedAmounts,
        ...reportPacks,
        supplier.list,
      ],
      gated: [reportPack.create],
    },
  ],
} as const satisfies ScreenGroup;

export const information = {
  name: 'information',
  path: '/information',
  titleKey: 'information',
  icon: 'EnvironmentOutlined',
  children: [
    {
      name: 'point',
      path: '/information/point',
      titleKey: 'point',
      icon: 'AimOutlined',
      operations: [loadingPoint.list, loadingPoint.export],
      gated: [loadingPoint.create, loadingPoint.update, loadingPoint.remove],
    },
    {
      name: 'shippingLine',
      path: '/information/shippingLine',
      titleKey: 'shippingLine',
      icon: 'CompassOutlined',
      keepAlive: true,
      operations: [shippingLine.list, shippingLine.export],
      gated: [shippingLine.create, shippingLine.update, shippingLine.remove],
    },
    {
      name: 'standardTransitTime',
      path: '/information/standardTransitTime',
      titleKey: 'standardTransitTime',
      icon: 'ClockCircleOutlined',
      keepAlive: true,
      operations: [transitTime.list, transitTime.export],
      gated: [transitTime.create, transitTime.update, transitTime.remove, shippingLine.list],
    },
    {
      name: 'loadingInformation',
      path: '/information/loadingInformation',
      titleKey: 'loadingInformation',
      icon: 'DashboardOutlined',
      keepAlive: true,
      operations: [loadingLimit.list, loadingLimit.export, containerType.list],
      gated: [loadingLimit.create, loadingLimit.update, loadingLimit.remove, containerType.update],
    },
    {
      name: 'leadTime',
      path: '/information/leadTime',
      titleKey: 'leadTime',
      icon: 'HourglassOutlined',
      keepAlive: true,
      operations: [leadTime.list, leadTime.export, product.list, supplier.list],
      gated: [leadTime.create, leadTime.update, leadTime.remove],
    },
    {
      name: 'delayReason',
      path: '/information/delayReason',
      titleKey: 'delayReason',
      icon: 'FieldTimeOutlined',
      keepAlive: true,
      operations: [delayReason.list, delayReason.export],
      gated: [delayReason.create, delayReason.update, delayReason.setActive, delayReason.remove],
    },
    {
      name: 'warehouse',
      path: '/information/warehouse',
      titleKey: 'warehouse',
      icon: 'HomeOutlined',
      operations: [warehouse.list, warehouse.export, loadingPoint.list],
      gated: [warehouse.create, warehouse.update, warehouse.remove],
    },
  ],
} as const satisfies ScreenGroup;

export const user = {
  name: 'user',
  path: '/user',
  titleKey: 'user',
  icon: 'SettingOutlined',
  children: [
    {
      name: 'admin',
      path: '/user/admin',
      titleKey: 'admin',
      icon: 'UserOutlined',
      operations: [users.list, groups.listAll],
      gated: [
        users.register,
        users.update,
        users.updateStatus,
        users.updateRole,
        users.remove,
        supplier.list,
      ],
    },
    {
      name: 'role',
      path: '/user/role',
      titleKey: 'role',
      icon: 'TeamOutlined',
      operations: [groups.list],
      gated: [groups.create, groups.update, groups.remove],
    },
    {
      name: 'menu',
      path: '/user/menu',
      titleKey: 'menu',
      icon: 'MenuOutlined',
      operations: [menus.tree],
      gated: [menus.updateHidden, menus.remove],
    },
    {
      name: 'addMenu',
      path: '/user/addMenu',
      titleKey: 'addMenu',
      icon: 'PlusOutlined',
      hidden: true,
      operations: [menus.tree],
      gated: [menus.create],
    },
    {
      name: 'updateMenu',
      path: '/user/updateMenu',
      titleKey: 'updateMenu',
      icon: 'EditOutlined',
      hidden: true,
      operations: [menus.get, menus.tree],
      gated: [menus.update],
    },
    {
      name: 'allocMenu',
      path: '/user/allocMenu',
      titleKey: 'allocMenu',
      icon: 'ApartmentOutlined',
      hidden: true,
      operations: [groups.listAll, groups.menus, menus.tree],
      gated: [groups.allocMenu],
    },
    {
      name: 'allocResource',
      path: '/user/allocResource',
      titleKey: 'allocResource',
      icon: 'KeyOutlined',
      hidden: true,
      operations: [groups.listAll, groups.resources, resources.listAll, resources.categories],
      gated: [groups.allocResource],
    },
    {
      name: 'resource',
      path: '/user/resource',
      titleKey: 'resource',
      icon: 'LockOutlined',
      operations: [resources.list, resources.categories],
      gated: [resources.create, resources.update, resources.remove],
    },
    {
      name: 'resourceCategory',
      path: '/user/resourceCategory',
      titleKey: 'resourceCategory',
      icon: 'TagsOutlined',
      hidden: true,
      operations: [resources.categories],
      gated: [resources.createCategory, resources.updateCategory, resources.removeCategory],
    },
  ],
} as const satisfies ScreenGroup;
