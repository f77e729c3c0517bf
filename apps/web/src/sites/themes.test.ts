import { describe, expect, it } from 'vitest';
import { THEMES, contrastRatio, themeCssVariables, themeFor, themeStylesheet } from './themes';

describe('brand themes', () => {
  for (const theme of Object.values(THEMES)) {
    it(`${theme.key}: every text colour pair meets WCAG AA (4.5:1)`, () => {
      const c = theme.colors;
      const pairs: [string, string, string][] = [
        ['text on background', c.text, c.background],
        ['muted on background', c.muted, c.background],
        ['text on surface', c.text, c.surface],
        ['muted on surface', c.muted, c.surface],
        ['primary (links) on background', c.primary, c.background],
        ['primary on surface', c.primary, c.surface],
        ['onPrimary on primary', c.onPrimary, c.primary],
        ['onPrimary on primaryHover', c.onPrimary, c.primaryHover],
        ['onSecondary on secondary', c.onSecondary, c.secondary],
      ];
      for (const [name, fg, bg] of pairs) {
        expect(contrastRatio(fg, bg), name).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('computes known contrast ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('exposes tokens as CSS custom properties', () => {
    const vars = themeCssVariables(THEMES['brand-b']);
    expect(vars['--color-primary']).toBe('#B93A17');
    expect(vars['--color-on-primary']).toBe('#FFFFFF');
    expect(vars['--font-heading']).toBe('var(--font-manrope)');
  });

  it("the sites' style sheet holds every theme's tokens under its data-theme", async () => {
    const css = themeStylesheet();
    for (const theme of Object.values(THEMES)) {
      const rule = css.slice(css.indexOf(`html[data-theme='${theme.key}'] {`));
      const block = rule.slice(0, rule.indexOf('}'));
      for (const [name, value] of Object.entries(themeCssVariables(theme)))
        expect(block).toContain(`${name}: ${value};`);
    }
    // The committed file is this text: a theme edited without it would leave the sites in the old colours.
    await expect(css).toMatchFileSnapshot('../app/(site)/themes.css');
  });

  it('falls back to the group theme for unknown keys', () => {
    expect(themeFor('nope').key).toBe('group');
    expect(themeFor(undefined).key).toBe('group');
    expect(themeFor('brand-c').key).toBe('brand-c');
  });
});
