export { formatChinaTime, type ChinaTimePrecision } from './chinaTime';
export { formatAmount, formatCurrency, CURRENCY_SYMBOL, EMPTY_CURRENCY } from './amount';
export {
  MASK_CHAR,
  maskPhone,
  maskIdCard,
  maskGeneral,
  maskName,
  maskPassport,
  maskHkMacauPass,
  maskTaiwanPass,
  maskByDocumentType,
  type IdDocumentType,
} from './mask';
