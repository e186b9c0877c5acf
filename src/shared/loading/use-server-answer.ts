import { useEffect } from 'react';
import { useWidget } from '../../runtime';
import { reportSkipped } from '../../base/schema/skipped';
import type { ServerAnswer } from '../api/server-answer';

/**
 * The data of a `ServerAnswer` attribute (`serverAnswer`), for a request's `initial`:
 * what it left out is reported once, and an answer that could not be read is reported
 * as unreadable page data and gives nothing, so the widget asks the API instead.
 */
export function useServerAnswer<T>(answer: ServerAnswer<T> | undefined, attribute: string): T | undefined {
  const { report } = useWidget();
  // Attributes are read once per mount, so is the answer.
  useEffect(() => {
    if (answer === undefined) return;
    if (answer.ok) reportSkipped(report, answer.skipped, attribute, attribute);
    else report({ phase: 'data', message: `could not read ${attribute} (asking the API instead)`, error: answer.error });
  }, [report, answer, attribute]);
  return answer?.ok === true ? answer.value : undefined;
}
