import fs from 'node:fs';
import path from 'node:path';

// What the benches print: a line, and colours only on a terminal (logs stay plain text).
const tty = process.stdout.isTTY;
const paint = (code: string) => (text: string) => (tty ? `\x1b[${code}m${text}\x1b[0m` : text);

export const red = paint('1;41;97');
export const green = paint('1;32');
export const bold = paint('1');
export const say = (message = '') => process.stdout.write(`${message}\n`);

/** Writes a bench's results as JSON, says where, and prints `markdown` for the README. */
export function reportResults(file: string, json: unknown, markdown: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  say(`Results written to ${path.relative(process.cwd(), file) || file}`);
  say('');
  say(bold('Markdown for the README:'));
  say('');
  say(markdown);
  say('');
}
