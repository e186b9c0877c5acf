import { useEffect, useRef } from 'react';

/**
 * Calls `onReset` after the host form's reset. `reset` fires before the browser resets the
 * fields, and a hidden input's value is its attribute, which reset leaves alone: the
 * widget puts its own initial value back once the browser is done.
 */
export function useFormReset(form: HTMLFormElement | null, onReset: () => void): void {
  const latest = useRef(onReset);
  useEffect(() => {
    latest.current = onReset;
  });
  useEffect(() => {
    if (form === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = () => {
      timer = setTimeout(() => latest.current(), 0);
    };
    form.addEventListener('reset', listener);
    return () => {
      form.removeEventListener('reset', listener);
      clearTimeout(timer);
    };
  }, [form]);
}
