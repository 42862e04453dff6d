// Node loader hook for the front-end modules the server renders (the first view's markup): a
// component's `import './x.css'` is the browser bundle's business, so a stylesheet is an empty
// module here; and a .tsx file is compiled with React's automatic JSX runtime, as the packages'
// own tsconfig says (tsx, which runs the API, applies the server's tsconfig, which has no JSX).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  if (url.startsWith('file:') && url.endsWith('.tsx')) {
    const file = fileURLToPath(url);
    const { code } = await transform(await readFile(file, 'utf8'), { loader: 'tsx', jsx: 'automatic', format: 'esm', sourcefile: file, target: 'node22' });
    return { format: 'module', source: code, shortCircuit: true };
  }
  return nextLoad(url, context);
}
