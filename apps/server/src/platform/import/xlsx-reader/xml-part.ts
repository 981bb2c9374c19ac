import { SaxesParser } from 'saxes';
import type { ZipArchive } from './zip-archive';

export type Attributes = Record<string, string>;

/** What a part's reader does with its elements; names come without namespace prefix. */
export interface XmlHandlers {
  open?(name: string, attributes: Attributes): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** `x:row` → `row`: writers differ in the prefixes they give the spreadsheet namespace. */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** An attribute by its local name (`r:id` whatever the relationships prefix is). */
export function attribute(attributes: Attributes, local: string): string | undefined {
  if (local in attributes) return attributes[local];
  for (const [name, value] of Object.entries(attributes)) {
    if (localName(name) === local) return value;
  }
  return undefined;
}

/**
 * A streaming XML parser (saxes, well-formedness checked, entities decoded) feeding the
 * handlers; an error in the XML or thrown by a handler comes out of `write`/`close`.
 */
export function xmlParser(handlers: XmlHandlers): SaxesParser {
  const parser = new SaxesParser({ position: false });
  const { open, close, text } = handlers;
  if (open) parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes as Attributes));
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  return parser;
}

/** Reads a whole part through the handlers (for the small parts around the sheets). */
export async function readXmlPart(
  zip: ZipArchive,
  name: string,
  handlers: XmlHandlers,
): Promise<void> {
  const parser = xmlParser(handlers);
  for await (const text of zip.text(name)) parser.write(text);
  parser.close();
}
