import zlib from 'node:zlib';

/**
 * The text a PDF written by pdfkit shows: the standard fonts' text as hex strings of WinAnsi codes
 * in deflated content streams; one string per TJ array, kerning gaps dropped.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const winAnsi = new TextDecoder('windows-1252');
  const lines: string[] = [];
  // pdfkit ends the stream line with \n alone: a compressed stream whose last byte is \r (one in
  // 256) must keep it, or it no longer inflates and the document reads as empty.
  for (const m of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try { content = zlib.inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'); } catch { continue; }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => winAnsi.decode(Buffer.from(h[1]!, 'hex'))).join(''));
    }
  }
  return lines.join('\n').replace(/\u00a0/g, ' ');
}
