// Used by the build (widget CSS is refused unless scoped) and by the build-output test.

/**
 * Selectors of a stylesheet that could restyle the host page: every selector must hold
 * a `.sw-` class. Rules inside @media, @supports, @container and @layer are checked;
 * the insides of rules and of other at-rules (@keyframes, @font-face) are not selectors.
 * @param {string} css
 * @returns {string[]}
 */
export function unscopedSelectors(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  /** @type {string[]} */
  const unscoped = [];
  let index = 0;
  /** @type {(holdsRules: boolean) => void} */
  const block = (holdsRules) => {
    let prelude = '';
    while (index < text.length) {
      const char = text[index++];
      if (char === '}') return;
      if (char === ';') {
        prelude = '';
      } else if (char !== '{') {
        prelude += char;
      } else {
        const head = prelude.trim();
        prelude = '';
        if (!holdsRules) block(false);
        else if (head.startsWith('@')) block(/^@(media|supports|container|layer)\b/.test(head));
        else {
          unscoped.push(
            ...topLevelList(head)
              .map((selector) => selector.trim())
              .filter((selector) => !/\.sw-[\w-]/.test(selector)),
          );
          block(false);
        }
      }
    }
  };
  block(true);
  return unscoped;
}

/**
 * A selector list's selectors: split at its own commas, not at those inside `:is(…)`,
 * `:not(…)` or `:has(…)`, which belong to one selector.
 * @param {string} list
 * @returns {string[]}
 */
function topLevelList(list) {
  /** @type {string[]} */
  const selectors = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      selectors.push(current);
      current = '';
    } else current += char;
  }
  return [...selectors, current];
}
