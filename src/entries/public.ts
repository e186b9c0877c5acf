import './public.css';
import { installProtectedContent } from '../shared/login/protected-content';
import { start } from '../runtime/start';
import { publicWidgets } from '../widgets/registry';

installProtectedContent();
void start(publicWidgets);
