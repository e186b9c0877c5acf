import * as v from 'valibot';
import type { Issue } from './issues';

/**
 * Issues of entries a list left out. They travel with the parse's other issues (so
 * valibot's parents give them their full path, `posts.data[3].name`), but the value
 * they belong to is still typed: `read()` tells them apart from real failures.
 */
const skippedIssues = new WeakSet<Issue>();

export function isSkipped(issue: Issue): boolean {
  return skippedIssues.has(issue);
}

export interface ListOfSchema<TItem extends v.GenericSchema> extends v.BaseSchema<unknown[], v.InferOutput<TItem>[], Issue> {
  readonly type: 'list_of';
  readonly reference: typeof listOf;
  readonly expects: 'Array';
  readonly item: TItem;
}

/**
 * A list where one bad entry never blanks the others: the readable entries are kept, an
 * unreadable one is left out and its first problem reported as skipped (see `read()`).
 *
 * Keep it out of a `v.pipe` that transforms afterwards: valibot stops a pipe at the
 * first issue, skipped ones included.
 */
export function listOf<TItem extends v.GenericSchema>(item: TItem): ListOfSchema<TItem> {
  return v._standardSchema<ListOfSchema<TItem>>({
    kind: 'schema',
    type: 'list_of',
    reference: listOf,
    expects: 'Array',
    async: false,
    item,
    '~run'(dataset, config) {
      const input = dataset.value;
      if (!Array.isArray(input)) {
        const issue: Issue = {
          kind: 'schema',
          type: 'array',
          input,
          expected: 'Array',
          received: input === null ? 'null' : typeof input,
          message: 'expected a list',
        };
        return { typed: false, value: input, issues: [issue] };
      }
      const items: v.InferOutput<TItem>[] = [];
      const issues: Issue[] = [];
      input.forEach((entry: unknown, key) => {
        const result = this.item['~run']({ value: entry }, config);
        const pathItem: v.ArrayPathItem = { type: 'array', origin: 'value', input, key, value: entry };
        const entryIssues = (result.issues ?? []).map((issue): Issue => {
          const path: [v.IssuePathItem, ...v.IssuePathItem[]] = [pathItem, ...(issue.path ?? [])];
          const moved: Issue = { ...issue, path };
          if (isSkipped(issue)) skippedIssues.add(moved);
          return moved;
        });
        const failure = entryIssues.find((issue) => !isSkipped(issue));
        if (result.typed && failure === undefined) {
          items.push(result.value);
          issues.push(...entryIssues);
          return;
        }
        const first = failure ?? entryIssues[0];
        if (first === undefined) return;
        skippedIssues.add(first);
        issues.push(first);
      });
      const [firstIssue, ...otherIssues] = issues;
      return firstIssue === undefined ? { typed: true, value: items } : { typed: true, value: items, issues: [firstIssue, ...otherIssues] };
    },
  });
}
