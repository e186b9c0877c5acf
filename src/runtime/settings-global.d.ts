/**
 * The page global the runtime reads, declared where it is read: `window.SiteWidgets.ready`
 * (start.ts waits for it before mounting). The settings widgets read are added to the same
 * interface by src/shared/page/globals.ts, the floor that reads them; TypeScript merges the
 * two declarations (docs/hosting.md, "3. Set the page globals"). A declaration file, with no
 * import or export: what it declares is global, and nothing of it reaches the bundle.
 */
interface SiteWidgetsSettings {
  /** When set, the runtime waits for this promise before mounting any widget. */
  ready?: PromiseLike<unknown>;
}

interface Window {
  SiteWidgets?: SiteWidgetsSettings;
}
