import type { DocumentChange, DocumentHistory } from '../document/history';
import type { GroupKeys } from './keys';

/** The group editors' document: a list of groups, with a key per group and item kept beside it. */
export type GroupHistory<G> = DocumentHistory<readonly G[], readonly GroupKeys[]>;
export type GroupChange<G> = DocumentChange<readonly G[], readonly GroupKeys[]>;
