import { distance } from 'fastest-levenshtein';

/*
 * A page's body is MDX. The build prepares it first (src/integrations/content-bodies.ts): it fills a
 * known token ({yearsExperience}, {price:payroll}), writes a "<" that starts no tag ("<5%") as the
 * character it is, and refuses an unknown {token}, naming the file and the line. So text an editor
 * types such as "{approx} <5%" would stop the build. Before the editor saves (its preSave event,
 * src/admin/editor.ts), what an editor typed between braces that is no token the site knows is
 * escaped (\{approx\}), as is a "<" before a lower-case word ("a<b"), so the page builds and shows the
 * words as typed. A misspelt token is not escaped: shown as typed it would put "{price:cloud-acounting}"
 * on the page. It is left for the editor's form to refuse ({price:…} with a name the site lacks, see
 * tokenPattern) or the build ({yearsExperiance}: "Did you mean {yearsExperience}?"), as is a component
 * name the site does not have. Left as is: known tokens, the site's components written as the
 * editor's Insert menu writes them (<Price service="…" />), code (inline or fenced), and characters
 * already escaped. Pure: runs in the browser and in the tests.
 */

/** A {word} that is a token misspelt: a kind of token the site has ({price:cloud-acounting}), or within two letters of a token's name ({yearsExperiance}). */
function isMisspeltToken(inner: string, tokens: readonly string[]): boolean {
  const m = /^([a-zA-Z]\w*)(:[a-z0-9-]+)?$/.exec(inner);
  if (!m) return false;
  if (m[2]) return tokens.some((t) => t.startsWith(`${m[1]}:`));
  return tokens.some((t) => !t.includes(':') && distance(inner, t) <= 2);
}

/**
 * The body's check in the editor's form (a Sveltia `pattern`): it fails when the text has a token of a
 * kind the site has ({price:…}, {mtd:…}) but a name it lacks, e.g. {price:cloud-acounting}.
 */
export function tokenPattern(tokens: readonly string[]): string {
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const kinds = [...new Set(tokens.filter((t) => t.includes(':')).map((t) => t.slice(0, t.indexOf(':'))))];
  return `^(?![\\s\\S]*(?<!\\\\)\\{(?!(?:${tokens.map(escape).join('|')})\\})(?:${kinds.join('|')}):[^{}\\s]*\\})`;
}

/** `<Name attr="value" />`: a component with string attributes, self-closing. */
const componentTag = /<([A-Z][A-Za-z0-9]*)((?:\s+[a-zA-Z][\w-]*="[^"<>{}]*")*)\s*\/>/y;

/** `{name}` or `{kind:id}` up to the closing brace on the same line. */
const braces = /\{([^{}\n]*)\}/y;

/** Escapes what an editor typed so that the body builds and reads as typed. */
export function escapeBody(body: string, components: readonly string[], tokens: readonly string[]): string {
  const knownComponents = new Set(components);
  const knownTokens = new Set(tokens);
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
      // An escape already written: keep it and the character after it.
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
    if (char === '{') {
      braces.lastIndex = i;
      const token = braces.exec(body);
      if (token) {
        // A known token, or a misspelt one (refused by the form or the build), is kept; other words in braces are shown as typed.
        const inner = token[1]!.trim();
        out += knownTokens.has(inner) || isMisspeltToken(inner, tokens) ? token[0] : `\\{${token[1]}\\}`;
        i += token[0].length;
        continue;
      }
    }
    if (char === '<' && /[A-Z]/.test(body[i + 1] ?? '')) {
      // A component: the site's are kept; another name is left for the build, which refuses it naming
      // the nearest right one ("<Phon> is not a component the site has. Did you mean <Phone />?").
      componentTag.lastIndex = i;
      const tag = componentTag.exec(body);
      const name = tag && knownComponents.has(tag[1]!) ? tag[0] : '<';
      out += name;
      i += name.length;
      continue;
    }
    if (char === '<' && /[a-z/]/.test(body[i + 1] ?? '')) {
      // A tag-like "<" before a lower-case word ("a<b", "<b>"): shown as typed.
      out += '\\<';
      i += 1;
      continue;
    }
    // A lone brace (no pair on its line) is escaped too; a "<" before anything but a name is left to the build.
    out += char === '{' || char === '}' ? `\\${char}` : char;
    i += 1;
  }
  return out;
}
