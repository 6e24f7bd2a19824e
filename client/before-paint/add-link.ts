/**
 * Adds `<link rel href>` to <head> with the given attributes, all set before it is added (the
 * request starts then); nothing for an empty address.
 */
export function addLink(rel: string, href: string, attributes: Record<string, string> = {}): void {
  if (!href) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  for (const name in attributes) link.setAttribute(name, attributes[name] as string);
  document.head.appendChild(link);
}

/** The addresses a script's element lists in `attribute`, space-separated. */
export const listedOn = (script: Element | null, attribute: string): string[] =>
  (script?.getAttribute(attribute) || '').split(' ');
