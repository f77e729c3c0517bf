import { isOver, parseUntil } from '@meridian/site-kit/banner/rules';
import { isScriptCallName } from '@meridian/site-kit/links/rules';
import type { ButtonsBlock } from '@/payload-types';
import type { BlockPlace } from '../context';
import { relationId } from '@/cms/relation';

type Item = NonNullable<ButtonsBlock['items']>[number];

function bannerOver(banner: unknown): boolean {
  if (!banner || typeof banner !== 'object') return false;
  const { active, endsAt } = banner as { active?: boolean | null; endsAt?: string | null };
  return active === false || isOver(parseUntil(endsAt), Date.now());
}

/** Links navigate or scroll (anchor); actions are buttons: a script call or a banner's info button. */
function ButtonItem({ item, place }: { item: Item; place: BlockPlace }) {
  const className = `button button--${item.style === 'secondary' ? 'secondary' : 'primary'}`;
  switch (item.kind) {
    case 'page': {
      const href = place.linkToPage(item.page);
      return href ? (
        <a className={className} href={href}>
          {item.label}
        </a>
      ) : null;
    }
    case 'url':
      return item.url ? (
        <a className={className} href={item.url}>
          {item.label}
        </a>
      ) : null;
    case 'anchor':
      return item.anchor ? (
        <a className={className} href={`#${item.anchor}`}>
          {item.label}
        </a>
      ) : null;
    case 'scriptCall':
      return isScriptCallName(item.scriptCall) ? (
        <button type="button" className={className} data-script-call={item.scriptCall}>
          {item.label}
        </button>
      ) : null;
    case 'banner': {
      const bannerId = relationId(item.banner);
      // A banner that is switched off or whose matter is over opens no more: its button goes with it.
      if (bannerOver(item.banner)) return null;
      return bannerId !== null ? (
        <button type="button" className={`${className} sk-banner-info`} data-banner-toggle={String(bannerId)}>
          {item.label}
        </button>
      ) : null;
    }
    default:
      return null;
  }
}

export function ButtonsComponent({ block, place }: { block: ButtonsBlock; place: BlockPlace }) {
  const items = block.items ?? [];
  if (items.length === 0) return null;
  return (
    <div className="block-buttons container">
      <ul>
        {items.map((item, index) => (
          <li key={item.id ?? index}>
            <ButtonItem item={item} place={place} />
          </li>
        ))}
      </ul>
    </div>
  );
}
