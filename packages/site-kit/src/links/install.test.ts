// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLinkHandlers, registerScriptCall, runScriptCall } from './install.ts';

let uninstall = () => {};
afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
});

describe('script-call links', () => {
  it('run the registered function by name and do not navigate', () => {
    const call = vi.fn();
    registerScriptCall('testCall', call);
    uninstall = installLinkHandlers(document);
    document.body.innerHTML = '<a id="l" href="#" data-script-call="testCall">Run</a>';
    const link = document.getElementById('l')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(call).toHaveBeenCalledWith(link);
    expect(event.defaultPrevented).toBe(true);
  });
  it('run nothing for unknown or malformed names', () => {
    (window as unknown as { pwned: boolean }).pwned = false;
    uninstall = installLinkHandlers(document);
    document.body.innerHTML = '<a id="l" href="#" data-script-call="window.pwned=true">Run</a>';
    document.getElementById('l')!.click();
    expect((window as unknown as { pwned: boolean }).pwned).toBe(false);
    expect(runScriptCall('alert(1)', document.getElementById('l') as HTMLAnchorElement)).toBe(false);
    expect(runScriptCall('notRegistered', document.getElementById('l') as HTMLAnchorElement)).toBe(false);
  });
  it('refuse to register a name that is not an identifier', () => {
    expect(() => registerScriptCall('a b', () => {})).toThrow();
  });
});

describe('anchor links', () => {
  it('scroll to the content element and move focus there', () => {
    uninstall = installLinkHandlers(document);
    document.body.innerHTML = '<a id="l" href="#team">Team</a><section id="team"><h2>Team</h2></section>';
    const target = document.getElementById('team')!;
    const scroll = vi.fn();
    target.scrollIntoView = scroll;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('l')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('tabindex')).toBe('-1');
  });
  it('leave links to missing elements alone', () => {
    uninstall = installLinkHandlers(document);
    document.body.innerHTML = '<a id="l" href="#nowhere">x</a>';
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('l')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
