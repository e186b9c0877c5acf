import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ALL_PRODUCTS_TAG_ID } from '../../src/shared/api/products';
import { ALL_TAG_ID } from '../../src/shared/api/posts';
import * as urlState from '../../src/shared/listing/url-state';

/**
 * The listings' parameters in the page's address, read from the widgets' own declarations:
 * each listing widget's `const ADDRESS_FIELDS = { field: pageParam('pagina'), … }` (a
 * module's private constant beside its component, so it is read from the source, not
 * imported: importing the component would bring React and the page). For the Laravel host,
 * which prints the same listings for visitors without JavaScript from the same addresses
 * (`SiteWidgets\Laravel\Generated\Contracts::ADDRESS_PARAMETERS`, read by
 * `SiteWidgets\Laravel\AddressParameter`). Relies on url-state.ts's helpers' names.
 */

/** How each of url-state.ts's helpers reads and writes its parameter; PHP reads each kind the same way. */
const KINDS = {
  pageParam: 'page',
  idParam: 'id',
  optionalIdParam: 'optional-id',
  searchParam: 'search',
  flagParam: 'flag',
  textParam: 'text',
} as const satisfies { readonly [helper in keyof typeof urlState]?: string };

type ParameterKind = (typeof KINDS)[keyof typeof KINDS];

/** The constants a declaration names for an id's absent value ('Todo'). */
const CONSTANTS: ReadonlyMap<string, number> = new Map([
  ['ALL_TAG_ID', ALL_TAG_ID],
  ['ALL_PRODUCTS_TAG_ID', ALL_PRODUCTS_TAG_ID],
]);

interface AddressParameter {
  /** The selection's field (`page`). */
  readonly field: string;
  /** The parameter's name before the prefix (`pagina`). */
  readonly param: string;
  readonly kind: ParameterKind;
  /** An id's value when the parameter is absent (`idParam`'s second argument). */
  readonly absent?: number;
}

/** A listing widget: its name and its parameters, in the declaration's order; its page size when it pages itself. */
export interface ListingAddress {
  readonly widget: string;
  readonly parameters: readonly AddressParameter[];
  readonly perPage?: number;
}

function isHelper(name: string): name is keyof typeof KINDS {
  return Object.hasOwn(KINDS, name);
}

function numberOf(node: ts.Expression, where: string): number {
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
  const constant = ts.isIdentifier(node) ? CONSTANTS.get(node.text) : undefined;
  if (constant === undefined) throw new Error(`${where}: a number or a known constant was expected, found \`${node.getText()}\``);
  return constant;
}

function parameterOf(property: ts.ObjectLiteralElementLike, where: string): AddressParameter {
  if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) throw new Error(`${where}: each field is \`field: helper('param')\``);
  const call = property.initializer;
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression))
    throw new Error(`${where}: ${property.name.text} is not a call of url-state.ts's helpers`);
  const helper = call.expression.text;
  if (!isHelper(helper) || typeof urlState[helper] !== 'function')
    throw new Error(`${where}: ${helper} is none of url-state.ts's helpers this generator knows`);
  const [name, absent] = call.arguments;
  if (name === undefined || !ts.isStringLiteral(name)) throw new Error(`${where}: ${property.name.text}'s parameter is not a string literal`);
  const parameter = { field: property.name.text, param: name.text, kind: KINDS[helper] };
  return absent === undefined ? parameter : { ...parameter, absent: numberOf(absent, where) };
}

/** The top-level `const NAME = …` of a source file, or undefined. */
function constant(source: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration.initializer;
    }
  }
  return undefined;
}

function listingIn(root: string, widget: string): ListingAddress | null {
  const folder = path.join(root, 'src/widgets', widget);
  for (const file of readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))) {
    const where = `src/widgets/${widget}/${file}`;
    const source = ts.createSourceFile(file, readFileSync(path.join(folder, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const fields = constant(source, 'ADDRESS_FIELDS');
    if (fields === undefined) continue;
    if (!ts.isObjectLiteralExpression(fields)) throw new Error(`${where}: ADDRESS_FIELDS is not an object literal`);
    const perPage = constant(source, 'PER_PAGE');
    const parameters = fields.properties.map((property) => parameterOf(property, where));
    return perPage === undefined ? { widget, parameters } : { widget, parameters, perPage: numberOf(perPage, where) };
  }
  return null;
}

/** Every public widget that keeps its state in the address, by name. */
export function listingAddresses(root: string): ListingAddress[] {
  return readdirSync(path.join(root, 'src/widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((widget) => listingIn(root, widget) ?? []);
}
