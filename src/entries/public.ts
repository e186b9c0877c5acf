import './public.css';
import { installLogoutClearsDrafts } from '../shared/drafts/logout';
import { installProtectedContent } from '../shared/login/protected-content';
import { start } from '../runtime/start';
import { publicWidgets } from '../widgets/registry';

installProtectedContent();
installLogoutClearsDrafts();
void start(publicWidgets);
