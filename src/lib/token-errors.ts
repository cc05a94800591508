import { nearest } from '../core/nearest';
import { tokenValues } from './tokens';

/** The words an editor reads for a token the site does not know, e.g. "{price:cloud} is not a token…: Did you mean {price:cloud-accounting}?". */
export function unknownTokenMessage(token: string, names: string[] = Object.keys(tokenValues())): string {
  const near = nearest(token.replace(/^\{|\}$/g, ''), names);
  return `${token} is not a token the site knows. ${near ? `Did you mean {${near}}?` : 'The tokens are listed in docs/content-fields.md, under "Short names of figures".'}`;
}
