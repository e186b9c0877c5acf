/** Whether the bundle's own login modal is open: a tiny store the modal subscribes to. */
type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();

export const loginModalState = {
  get: (): boolean => open,
  set(value: boolean): void {
    if (open === value) return;
    open = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
