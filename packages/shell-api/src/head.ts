import { useEffect } from 'react';

/**
 * Keeps `<meta name="description">` right while the calling page is on screen (null: not known
 * yet, the current one stays). The server writes the description into the first HTML for search
 * engines; this updates that one element after client-side navigation (a React `<meta>` would
 * add a second one beside it). On leaving, the page takes its description away.
 */
export function usePageDescription(text: string | null): void {
  useEffect(() => {
    if (text === null) return undefined;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = text;
    const element = meta;
    return () => element.remove();
  }, [text]);
}
