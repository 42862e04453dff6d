import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_TOKENS, uiToken } from './palette.js';

const uiCss = fs.readFileSync(path.resolve(import.meta.dirname, '../../../packages/ui/src/styles.css'), 'utf8');
const billingPage = fs.readFileSync(path.resolve(import.meta.dirname, '../areas/billing/checkout/page.ts'), 'utf8');

describe('the palette of server-rendered pages', () => {
  it('is the :root tokens of @automercato/ui, as its stylesheet sets them', () => {
    expect(uiToken('am-color-primary')).toBe(/--am-color-primary:\s*([^;]+);/.exec(uiCss)![1]);
    expect(uiToken('am-color-danger-soft')).toBe(/--am-color-danger-soft:\s*([^;]+);/.exec(uiCss)![1]);
    expect(UI_TOKENS.startsWith(':root{')).toBe(true);
    expect(UI_TOKENS).not.toContain('/*');
  });

  it('is the only source of colour in the billing pages (no hex colour of their own)', () => {
    expect(billingPage).toContain('${UI_TOKENS}');
    expect(billingPage.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
  });
});
