import { resolveMapConfig, sourceKind, validateMapConfig, type ConfigErrorKind } from '@meridian/site-kit/maps';

/** The map block's settings as the editor fills them in (toggles: 'default' | 'on' | 'off'). */
export interface MapSettingsInput {
  version?: string | null;
  geocoderVersion?: string | null;
  style?: string | null;
  token?: string | null;
  showSearch?: string | null;
}

/**
 * The SPEC §5.7 configuration errors of one setting, caught in the editor instead of on the site: the version, the
 * token of a tile service's style, and the geocoder version when search is on (by the toggle or the source's
 * default). The container is ours, never the editor's.
 */
export function mapSettingError(
  setting: Exclude<ConfigErrorKind, 'container'>,
  settings: MapSettingsInput | null | undefined,
  source: string | null | undefined,
): true | string {
  const s = settings ?? {};
  const toggle = s.showSearch === 'on' || s.showSearch === 'off' ? { showSearch: s.showSearch === 'on' } : {};
  const config = resolveMapConfig(sourceKind(source), { style: s.style, token: s.token, ...toggle });
  const errors = validateMapConfig({
    ...config,
    containerId: 'map',
    version: s.version ?? '',
    geocoderVersion: s.geocoderVersion ?? '',
  });
  return errors.find((error) => error.kind === setting)?.message ?? true;
}
