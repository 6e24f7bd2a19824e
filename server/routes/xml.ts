/** Escapes text for XML element content and attribute values (sitemap, RSS). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
