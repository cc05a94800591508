/*
 * A page's body is MDX: there `{` opens a JavaScript expression and `<` a component or tag, so a
 * sentence an editor types such as "{approx} <5%" would stop the build with an MDX error. Before the
 * editor saves (its preSave event, src/admin/editor.ts), every `{`, `}` and `<` an editor typed as
 * text is escaped with a backslash, which MDX shows as the character itself. What is left as is:
 * the site's components written as the editor's menu inserts them (`<Price service="…" />`), code
 * (inline or fenced), and characters already escaped. Pure: runs in the browser and in the tests.
 */

/** The components a body may use (src/components/mdx/index.ts), matched by name. */
export type ComponentNames = ReadonlySet<string> | readonly string[];

/** `<Name attr="value" />`: a component with string attributes, self-closing. */
const componentTag = /<([A-Z][A-Za-z0-9]*)((?:\s+[a-zA-Z][\w-]*="[^"<>{}]*")*)\s*\/>/y;

/** Escapes what an editor typed so that the body compiles as MDX and reads as typed. */
export function escapeBody(body: string, components: ComponentNames): string {
  const known = components instanceof Set ? components : new Set(components as readonly string[]);
  let out = '';
  let i = 0;
  let fenced = false;
  let lineStart = true;
  while (i < body.length) {
    // A fenced code block runs from a ``` line to the next one: its text is shown as is.
    if (lineStart && body.startsWith('```', i)) {
      fenced = !fenced;
      const end = body.indexOf('\n', i);
      const line = end === -1 ? body.slice(i) : body.slice(i, end + 1);
      out += line;
      i += line.length;
      lineStart = true;
      continue;
    }
    const char = body[i]!;
    lineStart = char === '\n';
    if (fenced) {
      out += char;
      i += 1;
      continue;
    }
    if (char === '\\') {
      // An escape the editor (or the editor's software) already wrote: keep it and the next character.
      out += body.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (char === '`') {
      // Inline code: up to the same run of backticks.
      const run = /^`+/.exec(body.slice(i))![0];
      const end = body.indexOf(run, i + run.length);
      if (end !== -1) {
        out += body.slice(i, end + run.length);
        i = end + run.length;
        continue;
      }
    }
    if (char === '<') {
      componentTag.lastIndex = i;
      const tag = componentTag.exec(body);
      if (tag && known.has(tag[1]!)) {
        out += tag[0];
        i += tag[0].length;
        continue;
      }
    }
    out += char === '{' || char === '}' || char === '<' ? `\\${char}` : char;
    i += 1;
  }
  return out;
}

/** The names of the site's MDX components, read from the source of src/components/mdx/index.ts (its `mdxComponents`). */
export function componentNamesIn(source: string): string[] {
  const list = /export const mdxComponents = \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/^\s*([A-Z][A-Za-z0-9]*)\s*[:,]/gm)].map((m) => m[1]!);
}
