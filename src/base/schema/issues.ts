import type * as v from 'valibot';

/** A problem valibot found in a value. */
export type Issue = v.BaseIssue<unknown>;

/** What a value of each schema type is called in a reason ("expected a string"). */
const NOUNS: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  object: 'an object',
  loose_object: 'an object',
  strict_object: 'an object',
  array: 'a list',
  list_of: 'a list',
  null: 'null',
};

/**
 * Where the issue is, in the form a developer reads a path: `posts.data[3].name`.
 * `root` names the value itself (`data-faqs` gives `data-faqs[2].content`).
 */
function issuePath(issue: Issue, root = ''): string {
  let path = root;
  for (const item of issue.path ?? []) {
    const key: unknown = item.key;
    if (typeof key === 'number') path += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) path += path === '' ? key : `.${key}`;
    else path += `[${JSON.stringify(String(key))}]`;
  }
  return path;
}

/** A short English reason: `expected a string`, `missing`, or the schema's own message. */
function issueReason(issue: Issue): string {
  // An object schema reports a required key that is absent on the key itself.
  if (issue.path?.at(-1)?.origin === 'key') return 'missing';
  if (issue.kind === 'schema') {
    const noun = NOUNS[issue.type];
    if (noun !== undefined) return `expected ${noun}`;
    // valibot writes a picklist's values as `("a" | "b")`.
    if (issue.type === 'picklist' && issue.expected !== null)
      return `expected ${issue.expected
        .replace(/^\((.*)\)$/, '$1')
        .split(' | ')
        .join(' or ')}`;
  }
  return issue.message;
}

/** `posts.data[3].name: expected a string` (just the reason when the value itself is wrong). */
export function describeIssue(issue: Issue, root = ''): string {
  const path = issuePath(issue, root);
  return path === '' ? issueReason(issue) : `${path}: ${issueReason(issue)}`;
}
