import account from './account.json';
import admin from './admin.json';
import common from './common.json';
import docs from './docs.json';
import home from './home.json';
import login from './login.json';
import messages from './messages.json';
import products from './products.json';
import reference from './reference.json';

/** One namespace per feature (ARCHITECTURE "one i18n catalog per feature"). */
export default { account, admin, common, docs, home, login, messages, products, reference };
