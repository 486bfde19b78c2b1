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
export { CHINA_OFFSET_MS, DAY_MS, chinaDate, chinaDayNumber, chinaDayStart, formatChinaTime, type ChinaTimePrecision } from './chinaTime';
