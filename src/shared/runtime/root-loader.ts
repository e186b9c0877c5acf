let loading: Promise<void> | null = null;

/**
 * Downloads React and creates the page's single root, once, when the first placeholder
 * is claimed: a page without widgets never pays for React.
 */
export function loadRoot(): Promise<void> {
  if (loading === null) {
    const attempt = import('./root').then((module) => module.ensureRoot());
    // A failed download may succeed later (flaky network): do not keep the failure.
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}
