const LOCALE = 'pt-BR';

/** An integer with pt-BR grouping: 2350 → '2.350'. */
export function formatInteger(value: number): string {
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }).format(value);
}

function oneDecimal(value: number): string {
  // Truncate rather than round, so 999 999 reads '999,9K' and never '1000K'.
  const truncated = Math.trunc(value * 10) / 10;
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }).format(truncated);
}

/**
 * Abbreviates a count the pt-BR way: below 1.000 as is, then K and M with at most one decimal,
 * comma as the decimal separator and never rounded up: 1500 → '1,5K', 2000 → '2K', 1250000 → '1,2M'.
 */
export function formatCount(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${oneDecimal(value / 1_000_000)}M`;
  if (abs >= 1_000) return `${oneDecimal(value / 1_000)}K`;
  return formatInteger(value);
}

/** A price in reais with two decimals and a plain space: 19.99 → 'R$ 19,99'. */
export function formatPrice(value: number): string {
  const amount = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.abs(value),
  );
  return `${value < 0 ? '-' : ''}R$ ${amount}`;
}

const byteUnits = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** A byte size in binary steps (1 KB = 1024 B) with at most one decimal: 1610612736 → '1,5 GB'. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${text} ${byteUnits[unit]}`;
}
