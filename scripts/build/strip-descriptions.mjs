/**
 * A widget's `attributes.ts` gives each attribute a description: the sentence of its row in
 * the docs' attribute tables (`npm run generate` reads the sources, not the bundle). The
 * browser never shows it, yet bundled as is every widget's chunk carried its sentences
 * (about 3 KB compressed on the page of every public widget). The production build reads
 * each declaration with a description left empty; the sources, the generated tables and the
 * tests under jest keep them.
 *
 * It reads the sources with TypeScript's compiler API, and only a description written as text
 * can be emptied: one that is not (a constant, a template with `${}`) fails the build rather
 * than ride along. test/unit/build/strip-descriptions.test.ts builds every declaration through
 * it, with the TypeScript installed, and reads the descriptions back: all empty.
 */
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

const DECLARATION = /[\\/]src[\\/](?:widgets|admin)[\\/][^\\/]+[\\/]attributes\.ts$/;

/**
 * Whether an expression is text known when building: a string, a template without `${}`, or their `+`.
 * @param {import('typescript').Expression} node
 * @returns {boolean}
 */
function isText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isText(node.expression);
  return ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && isText(node.left) && isText(node.right);
}

/**
 * The source with every `description: '…'` emptied (`description: ""`), and the lines of those
 * that are not text known when building.
 * @param {string} source
 * @param {string} file
 * @returns {{ contents: string, unreadable: number[] }}
 */
function withoutDescriptions(source, file) {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {[number, number][]} */
  const spans = [];
  /** @type {number[]} */
  const unreadable = [];
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'description') {
      if (isText(node.initializer)) spans.push([node.initializer.getStart(tree), node.initializer.getEnd()]);
      else unreadable.push(tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  let contents = source;
  for (const [start, end] of spans.reverse()) contents = `${contents.slice(0, start)}""${contents.slice(end)}`;
  return { contents, unreadable };
}

/** @type {import('esbuild').Plugin} */
export const stripDescriptions = {
  name: 'strip-descriptions',
  setup(build) {
    build.onLoad({ filter: DECLARATION }, async (args) => {
      const { contents, unreadable } = withoutDescriptions(await readFile(args.path, 'utf8'), args.path);
      if (unreadable.length > 0) {
        return { errors: unreadable.map((line) => ({ text: `a description that is not text (write it as a string)`, location: { file: args.path, line } })) };
      }
      return { contents, loader: 'ts' };
    });
  },
};
