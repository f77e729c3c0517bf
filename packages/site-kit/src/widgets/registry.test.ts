// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWidgetName, mountWidgets, registerWidget } from './registry.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('widget mount registry', () => {
  it('mounts every registered widget under the root once, and unmounts what it mounted', () => {
    const mounted: string[] = [];
    const unmounted: string[] = [];
    registerWidget('test-a', (element) => {
      mounted.push(element.id);
      return () => unmounted.push(element.id);
    });
    document.body.innerHTML =
      '<div id="x" data-meridian-widget="test-a"></div><section><p id="y" data-meridian-widget="test-a"></p></section><i id="z" data-meridian-widget="unknown"></i>';
    const unmount = mountWidgets(document.body);
    expect(mounted).toEqual(['x', 'y']);
    // Already mounted elements are skipped when the page (or a fragment) is scanned again.
    mountWidgets(document.body);
    expect(mounted).toEqual(['x', 'y']);
    expect(document.getElementById('z')!.hasAttribute('data-meridian-widget-mounted')).toBe(false);
    unmount();
    expect(unmounted).toEqual(['y', 'x']);
    expect(document.querySelectorAll('[data-meridian-widget-mounted]')).toHaveLength(0);
    mountWidgets(document.body);
    expect(mounted).toEqual(['x', 'y', 'x', 'y']);
  });

  it('mounts widgets in HTML inserted later (a fragment), including the root element itself', () => {
    const mount = vi.fn();
    registerWidget('test-b', mount);
    const fragment = document.createElement('div');
    fragment.setAttribute('data-meridian-widget', 'test-b');
    fragment.innerHTML = '<div data-meridian-widget="test-b"></div>';
    document.body.append(fragment);
    mountWidgets(fragment);
    expect(mount).toHaveBeenCalledTimes(2);
  });

  it('a widget that throws does not stop the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ok = vi.fn();
    registerWidget('test-broken', () => {
      throw new Error('boom');
    });
    registerWidget('test-ok', ok);
    document.body.innerHTML =
      '<div data-meridian-widget="test-broken"></div><div data-meridian-widget="test-ok"></div>';
    mountWidgets(document);
    expect(ok).toHaveBeenCalledTimes(1);
    expect(
      document.querySelector('[data-meridian-widget="test-broken"]')!.hasAttribute('data-meridian-widget-mounted'),
    ).toBe(false);
    error.mockRestore();
  });

  it('accepts only safe names', () => {
    expect(isWidgetName('slider')).toBe(true);
    expect(isWidgetName('consent-embed')).toBe(true);
    expect(isWidgetName('Slider')).toBe(false);
    expect(isWidgetName('a"]')).toBe(false);
    expect(isWidgetName('')).toBe(false);
    expect(() => registerWidget('bad name', () => {})).toThrow();
  });
});

describe('asynchronous widgets (code loaded on demand)', () => {
  it('mount when their code has loaded, and are undone when unmounted before that', async () => {
    const events: string[] = [];
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    registerWidget('test-async', async (element) => {
      await loaded;
      events.push(`mount ${element.id}`);
      return () => events.push(`unmount ${element.id}`);
    });
    document.body.innerHTML = '<div id="a" data-meridian-widget="test-async"></div>';
    const unmountEarly = mountWidgets(document);
    unmountEarly();
    document.body.innerHTML = '<div id="b" data-meridian-widget="test-async"></div>';
    const unmount = mountWidgets(document);
    release();
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, 0));
    // a was unmounted while loading: undone right after its mount; b stays mounted.
    expect([...events].sort()).toEqual(['mount a', 'mount b', 'unmount a']);
    expect(events.indexOf('unmount a')).toBeGreaterThan(events.indexOf('mount a'));
    unmount();
    expect(events.at(-1)).toBe('unmount b');
  });
});
