import { readFileSync } from 'node:fs';
import path from 'node:path';

// The home page is long and its LCP is the hero's text: the sections below it (products, steps,
// news) are laid out and painted when scrolled near, not in the task that first shows the hero.
const css = readFileSync(path.join(__dirname, 'HomePage.css'), 'utf8');

describe("the home page's sections below the hero", () => {
  it('skip layout until scrolled near, keeping a remembered height so the scroll bar does not jump', () => {
    const rule = /\.hp-section \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/content-visibility: auto;/);
    expect(rule).toMatch(/contain-intrinsic-size: auto \d+px;/);
  });

  it('leave the hero itself (the largest paint) to render at once', () => {
    const hero = /\.hp-hero \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(hero).not.toMatch(/content-visibility/);
  });
});
