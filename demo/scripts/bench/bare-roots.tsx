// The benchmark's floor for mounting: one React `createRoot` per placeholder rendering
// the same paragraph as the trivial widget, the way a page without our runtime would.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

function Trivial({ label }: { label: string }) {
  useEffect(() => {
    document.dispatchEvent(new CustomEvent('bench:mounted'));
  }, []);
  return <p className="bench-trivial">{label}</p>;
}

for (const element of document.querySelectorAll('[data-widget-name="bench-trivial"]')) {
  createRoot(element).render(<Trivial label={element.getAttribute('data-label') ?? ''} />);
}
