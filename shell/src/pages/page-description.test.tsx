// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { HOME_DESCRIPTION } from '@automercato/i18n/format';
import { usePageDescription } from '@automercato/shell-api';

afterEach(cleanup);

function Page({ text }: { text: string | null }) {
  usePageDescription(text);
  return null;
}

const descriptions = () => [...document.head.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'));

describe('usePageDescription', () => {
  it('updates the one description the server wrote, and takes it away when the page goes', () => {
    document.head.innerHTML = '<meta name="description" content="dal server">';
    const view = render(<Page text={null} />);
    expect(descriptions()).toEqual(['dal server']); // not known yet: the server's stays
    view.rerender(<Page text={HOME_DESCRIPTION} />);
    expect(descriptions()).toEqual([HOME_DESCRIPTION]);
    view.rerender(<Page text="12 Fiat Panda usate in vendita" />);
    expect(descriptions()).toEqual(['12 Fiat Panda usate in vendita']);
    view.unmount();
    expect(descriptions()).toEqual([]);
  });
});
