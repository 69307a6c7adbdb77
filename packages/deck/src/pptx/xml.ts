/**
 * Escapes text for XML content and attribute values. pptxgenjs writes some strings (font
 * faces) into attributes as they are, so a face such as `A&B` is escaped before it is handed
 * over; the rewrites of the written package use it for every string they put in.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Points to EMU, as PowerPoint stores lengths (12700 per point). */
export const emu = (points: number) => Math.round(points * 12700);
