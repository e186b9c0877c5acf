import './public.css';
import { start } from '../shared/runtime';
import { publicWidgets } from '../widgets/registry';

void start(publicWidgets);
