/**
 * Warns before leaving a page with unsaved editor changes, except while the host's form
 * is being submitted (the changes are leaving with it). A submit that opens in another tab
 * or window (a 'Vista previa' button with `formtarget="_blank"`, a form with a named
 * `target`) does not leave this page: the warning stays.
 */
export function guardLeaving(form: HTMLFormElement | null, isDirty: () => boolean): () => void {
  let submitting = false;
  // Bubble phase on the document: the host's own submit handlers ran first, so a host
  // that cancels the submit (client validation, an AJAX post) keeps the warning.
  const onSubmit = (event: SubmitEvent) => {
    if (form !== null && event.target === form && !event.defaultPrevented && leavesThePage(form, event.submitter)) submitting = true;
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

/**
 * Whether a submit of `form` by `submitter` replaces this page, by the target HTML gives it:
 * the button's `formtarget`, else the form's `target`, else a `<base target>`. No target,
 * `_self`, `_parent`, `_top` (keywords in any case) or this window's own name navigate this
 * page or one holding it; `_blank` or another name opens elsewhere.
 */
function leavesThePage(form: HTMLFormElement, submitter: HTMLElement | null | undefined): boolean {
  const target = submitter?.getAttribute('formtarget') ?? form.getAttribute('target') ?? document.querySelector('base[target]')?.getAttribute('target') ?? '';
  return ['', '_self', '_parent', '_top', '_unfencedtop'].includes(target.toLowerCase()) || target === window.name;
}
