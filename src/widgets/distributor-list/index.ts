import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { DistributorList } from './DistributorList';

export default defineWidget({ attributes, component: DistributorList });
