// The floor the byte budgets compare with: React and one root rendering one element,
// the least any React widget costs, built with the bundle's own esbuild options.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('floor');
if (container !== null) createRoot(container).render(createElement('p', null, 'React'));
