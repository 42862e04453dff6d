// What the benches print: a line, and colours only on a terminal (logs stay plain text).
const tty = process.stdout.isTTY;
const paint = (code: string) => (text: string) => (tty ? `\x1b[${code}m${text}\x1b[0m` : text);

export const red = paint('1;41;97');
export const green = paint('1;32');
export const bold = paint('1');
export const say = (message = '') => process.stdout.write(`${message}\n`);
