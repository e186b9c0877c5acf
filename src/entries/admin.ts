import './admin.css';
import { start } from '../shared/runtime';
import { adminWidgets } from '../admin/registry';

void start(adminWidgets);
