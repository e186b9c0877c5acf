const size = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });
const day = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric' });

/** A copy's size as people read it: '850 KB', '1,2 MB'. */
export function formatBytes(bytes: number): string {
  const kilobytes = bytes / 1024;
  return kilobytes < 1024 ? `${Math.max(1, Math.round(kilobytes))} KB` : `${size.format(kilobytes / 1024)} MB`;
}

/** The day it was saved: '29 de noviembre de 2026'; what cannot be read, as it came. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
}
