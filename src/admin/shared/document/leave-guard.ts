/**
 * Warns before leaving a page with unsaved editor changes, except while the host's form
 * is being submitted (the changes are leaving with it).
 */
export function guardLeaving(form: HTMLFormElement | null, isDirty: () => boolean): () => void {
  let submitting = false;
  // Bubble phase on the document: the host's own submit handlers ran first, so a host
  // that cancels the submit (client validation, an AJAX post) keeps the warning.
  const onSubmit = (event: Event) => {
    if (event.target === form && !event.defaultPrevented) submitting = true;
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (submitting || !isDirty()) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  };
  document.addEventListener('submit', onSubmit);
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    document.removeEventListener('submit', onSubmit);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}
