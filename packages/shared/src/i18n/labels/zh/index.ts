import account from './account.json';
import admin from './admin.json';
import apiReference from './apiReference.json';
import audit from './audit.json';
import common from './common.json';
import docs from './docs.json';
import home from './home.json';
import kits from './kits.json';
import leadTimes from './leadTimes.json';
import login from './login.json';
import messages from './messages.json';
import orders from './orders.json';
import packaging from './packaging.json';
import planning from './planning.json';
import products from './products.json';
import orderImport from './orderImport.json';
import productImport from './productImport.json';
import readyDates from './readyDates.json';
import reference from './reference.json';
import screens from './screens.json';
import suppliers from './suppliers.json';
import supplierAccess from './supplierAccess.json';
import tracking from './tracking.json';
import transitReports from './transitReports.json';
import otdReports from './otdReports.json';
import amountReports from './amountReports.json';
import reportPacks from './reportPacks.json';
import stock from './stock.json';
import dueDiligence from './dueDiligence.json';
import files from './files.json';
import serials from './serials.json';
import serialExportTasks from './serialExportTasks.json';
import serialData from './serialData.json';
import traceability from './traceability.json';
import serialExports from './serialExports.json';

/** The zh labels, one namespace per feature: the one catalog of every visible label. */
export const zhLabels = {
  account,
  admin,
  apiReference,
  audit,
  common,
  docs,
  home,
  kits,
  leadTimes,
  login,
  messages,
  orders,
  packaging,
  planning,
  products,
  orderImport,
  productImport,
  readyDates,
  reference,
  screens,
  suppliers,
  supplierAccess,
  tracking,
  transitReports,
  otdReports,
  amountReports,
  reportPacks,
  stock,
  dueDiligence,
  files,
  serials,
  serialData,
  serialExports,
  traceability,
  serialExportTasks,
};
