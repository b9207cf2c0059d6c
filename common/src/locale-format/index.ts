// Numbers, units, money and dates in a page's language: the one place the site formats them.
// A subpath of @alu/common (React-free), bundled by the apps that show figures or dates.
export {
  currencySign,
  formatFileSize,
  formatMeasure,
  formatMoney,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRange,
  isMeasure,
  measureParts,
  QUALIFIER_WORDS,
  UNIT_WORDS,
  type Currency,
  type Measure,
  type MeasureParts,
  type MoneyOptions,
  type NumberOptions,
  type Qualifier,
  type Unit,
} from './numbers';
export { formatDate, formatDateTime, formatMonth, type DateStyle, type MonthStyle } from './dates';
