// The benchmark's "ours": the bundle's own runtime mounting every `bench-trivial`
// placeholder of the page (one root, one portal each), built like the bundle.
import { start } from '../../../src/runtime/start';

void start({ 'bench-trivial': () => import('./trivial-widget') });
