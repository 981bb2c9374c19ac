import account from './account.json';
import admin from './admin.json';
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
import suppliers from './suppliers.json';
import supplierAccess from './supplierAccess.json';

/** One namespace per feature (ARCHITECTURE "one i18n catalog per feature"). */
export default {
  account,
  admin,
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
  suppliers,
  supplierAccess,
};
