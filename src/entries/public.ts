import './public.css';
import { installLogoutClearsDrafts } from '../shared/drafts/logout';
import { removeOtherUsersDrafts } from '../shared/drafts/other-users';
import { installProtectedContent } from '../shared/login/protected-content';
import { noteOfflineVisit } from '../shared/offline/on-visit';
import { start } from '../runtime/start';
import { publicWidgets } from '../widgets/registry';

installProtectedContent();
installLogoutClearsDrafts();
removeOtherUsersDrafts();
noteOfflineVisit();
void start(publicWidgets);
