import { converter } from './converter';
import { pathSegment } from './path-segment';

/** One segment of an API path (`data-section`), percent-encoded when used: every text but `.` and `..`. */
export const segment = converter<string>(
  { type: 'segment' },
  (raw) => {
    const value = raw.trim();
    pathSegment(value);
    return value;
  },
  { blankIsAbsent: true },
);
