import './admin.css';
import { start } from '../shared/runtime/start';
import { adminWidgets } from '../admin/registry';

void start(adminWidgets);
