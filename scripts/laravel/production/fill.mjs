// The deploy files of host/deploy are templates with `${NAME}` placeholders, as envsubst and
// the official nginx image's templates have: filled in here, each name required, so a
// placeholder added to a file and not given here fails at start instead of reaching nginx.
import { readFileSync, writeFileSync } from 'node:fs';

const PLACEHOLDER = /\$\{([A-Z][A-Z0-9_]*)\}/g;

/**
 * `template` with every `${NAME}` replaced by `values[NAME]`.
 * @param {string} template
 * @param {Record<string, string>} values
 * @param {string} [source] The template's file, for the error.
 */
export function fill(template, values, source = 'template') {
  return template.replace(PLACEHOLDER, (_whole, /** @type {string} */ name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${source} needs \${${name}}, which the production mode does not give`);
    return value;
  });
}

/** Fills the template file `from` into the file `to`, which only its owner reads (it may hold secrets). @param {string} from @param {string} to @param {Record<string, string>} values */
export function fillFile(from, to, values) {
  writeFileSync(to, fill(readFileSync(from, 'utf8'), values, from), { mode: 0o600 });
}
