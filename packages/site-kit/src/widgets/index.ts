/**
 * Widget mount registry (see registry.ts) and the built-in widgets: banner, slider, lazy media, consent-gated
 * embeds. `installBuiltInWidgets()` registers them; SiteKitRoot calls it once and mounts the page. Banners and
 * sliders are loaded on demand (their own chunks), so pages without them do not download their code.
 */
import { mountConsentEmbed, mountLazy } from '../media/mount.ts';
import { registerWidget } from './registry.ts';

export {
  isWidgetName,
  mountWidgets,
  registerWidget,
  registeredWidgets,
  WIDGET_ATTRIBUTE,
  type WidgetMount,
} from './registry.ts';

export function installBuiltInWidgets(): void {
  registerWidget('banner', async (element) => (await import('../banner/mount.ts')).mountBanner(element));
  registerWidget('slider', async (element) => (await import('../carousel/mount.ts')).mountSlider(element));
  registerWidget('lazy', mountLazy);
  registerWidget('consent-embed', mountConsentEmbed);
}
