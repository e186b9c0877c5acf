import './public.css';
import { installLogoutClearsDrafts } from '../shared/drafts/logout';
import { removeOtherUsersDrafts } from '../shared/drafts/other-users';
import { installProtectedContent } from '../shared/login/protected-content';
import { noteOfflineVisit } from '../shared/offline/on-visit';
import { installRecipeTransition } from '../shared/page/recipe-transition';
import { start } from '../runtime/start';
import { publicWidgets } from '../widgets/registry';

installProtectedContent();
installLogoutClearsDrafts();
removeOtherUsersDrafts();
noteOfflineVisit();
installRecipeTransition();
void start(publicWidgets);
