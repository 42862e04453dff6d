import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './EmailText';

describe('EmailText', () => {
  it('may break only before the @ and after each dot, and reads as the whole address', () => {
    const { container } = render(<EmailText email="info@autosalone.rossi.example" />);
    const span = container.querySelector('.adm-email')!;
    expect(span.textContent).toBe('info@autosalone.rossi.example');
    expect(span.innerHTML).toBe('info<wbr>@autosalone.<wbr>rossi.<wbr>example');
  });
});
