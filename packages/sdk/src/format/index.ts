export {
  type DateFormatOptions,
  type DateInput,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  formatTimeZoneName,
  formatWeekRange,
} from './date.js';
export { formatBytes, formatCount, formatInteger, formatPrice } from './number.js';
