import './admin.css';
import { start } from '../runtime/start';
import { adminWidgets } from '../admin/registry';
import { installClearDrafts } from '../admin/shared/drafts/clear';

installClearDrafts();
void start(adminWidgets);
