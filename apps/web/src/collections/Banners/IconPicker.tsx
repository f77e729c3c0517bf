'use client';
import { FieldDescription, FieldError, useField, useTranslation } from '@payloadcms/ui';
import { getTranslation } from '@payloadcms/translations';
import type { TextFieldClientComponent } from 'payload';
import { BANNER_ICONS, bannerIconSetting, shippedBannerIcon } from '@meridian/site-kit/banner/icons';
import { parseIcon } from '@meridian/site-kit/banner';
import { uiText } from '@/admin-i18n/ui';

const badge: React.CSSProperties = {
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  flex: 'none',
  borderRadius: '50%',
  background: '#1b2a4a',
  color: '#fff',
  fontWeight: 700,
};

/**
 * The banner's icon as a choice of the icons the sites ship, each with a preview of its badge, instead of the
 * "set|name|glyph" code. The field still stores that code (SPEC §3.13); a banner saved with a code of its own keeps
 * it as an extra choice until the editor picks another.
 */
export const BannerIconPicker: TextFieldClientComponent = ({ path, field, readOnly }) => {
  const { i18n } = useTranslation();
  const { value, setValue, showError } = useField<string>({ path });
  const lang = i18n.language;
  const current = value ?? '';
  const shipped = shippedBannerIcon(current);
  const own = current && !shipped ? parseIcon(current) : null;
  const label = getTranslation(field.label || field.name, i18n) as string;
  const name = `banner-icon-${path}`;
  const options = [
    { setting: '', glyph: null as string | null, label: uiText('No icon', lang) },
    ...BANNER_ICONS.map((icon) => ({
      setting: shipped?.name === icon.name ? current : bannerIconSetting(icon),
      glyph: icon.glyph,
      label: uiText(icon.label, lang),
    })),
    ...(own
      ? [{ setting: current, glyph: own.glyph, label: uiText('Own icon ({name})', lang, { name: own.name }) }]
      : []),
  ];
  const descriptionId = `${name}-description`;
  return (
    <div className="field-type banner-icon-picker" style={{ marginBottom: '1.5rem' }}>
      <fieldset
        id={`field-${path.replace(/\./g, '__')}`}
        style={{ border: 0, margin: 0, padding: 0 }}
        aria-describedby={descriptionId}
      >
        <legend className="field-label" style={{ marginBottom: '0.5rem' }}>
          {label}
        </legend>
        <FieldError path={path} showError={showError} />
        <div role="presentation" style={{ display: 'grid', gap: '0.4rem' }}>
          {options.map((option) => {
            const id = `${name}-${option.glyph === null ? 'none' : option.setting}`;
            return (
              <label
                key={option.setting || 'none'}
                htmlFor={id}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: '0.6rem',
                  cursor: readOnly ? 'default' : 'pointer',
                }}
              >
                <input
                  type="radio"
                  id={id}
                  name={name}
                  value={option.setting}
                  checked={current === option.setting}
                  disabled={readOnly}
                  onChange={() => setValue(option.setting || null)}
                />
                {option.glyph !== null ? (
                  <span style={badge} aria-hidden="true">
                    {option.glyph}
                  </span>
                ) : (
                  <span
                    style={{ ...badge, background: 'transparent', border: '2px dashed #6b7280' }}
                    aria-hidden="true"
                  />
                )}
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div id={descriptionId}>
        <FieldDescription path={path} description={field.admin?.description} />
      </div>
    </div>
  );
};
