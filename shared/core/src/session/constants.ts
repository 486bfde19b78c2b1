// Session constants of spec 000 section 4 and 001 section 9, next to the rules that use them.
import { sessionTexts } from '../i18n/zh-CN/session';
import { ROUTES } from '../routing/routes';

/** The login-error (permission expired) dialog shows only within 12 h of the last login. */
export const LOGIN_ERROR_WINDOW_MS = 43200000;
export const SMS_COUNTDOWN_SECONDS = 60;
/** Slide captcha defaults: image 310 x 155, block 47 wide, dialog 310 wide. */
export const SLIDER_WIDTH = 310;
export const SLIDER_HEIGHT = 155;
export const SLIDER_BLOCK_WIDTH = 47;
/** The slider's success state closes after 1 s. */
export const SLIDER_SUCCESS_CLOSE_MS = 1000;
/** After a successful reset the form returns to login after 3 s (at once from upPw). */
export const RESET_RETURN_DELAY_MS = 3000;
/** Where a 401 sends the user. */
export const HOME_PATH = ROUTES.home.index.path;
export const LOGIN_PATH = ROUTES.shell.login.path;

/** Operation types of the password component. */
export const OperationType = { activate: 1, forgotPassword: 2, expiredPassword: 3 } as const;
export type OperationType = (typeof OperationType)[keyof typeof OperationType];

/** Source pages of the password component: the login dialog, or the /updatePw page. */
export type PasswordSourcePage = 'dialog' | 'upPw' | 'forget';

/** Keys that only open the login dialog (spec 001 section 4). */
export const LOGIN_DIALOG_KEYS = ['header', 'homeBanner'] as const;

/** Business-system keys: a jump to the system's signed URL (spec 001 section 4). */
export const BUSINESS_SYSTEM_KEYS = [
  'twogold',
  'factoring',
  'foreignTrade',
  'smallsupply',
  'orderCredit',
  'orderProtection',
  'winnings',
  'huafubao',
  'proBill',
  'cpms-cp',
] as const;
export type BusinessSystemKey = (typeof BUSINESS_SYSTEM_KEYS)[number];

/** Data-signature busType when none is asked for. */
export const DEFAULT_BUS_TYPE = 'ent';

/** The password-login answer that sends the user to set a password (the catalogue's text, spec 001 section 8). */
export const SET_PASSWORD_MESSAGE = sessionTexts.setPasswordMessage;
