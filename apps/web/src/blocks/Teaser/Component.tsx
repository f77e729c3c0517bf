import { ResponsiveImage } from '@/media/Media';
import type { TeaserBlock } from '@/payload-types';
import type { BlockPlace } from '../context';

export function TeaserComponent({ block, place }: { block: TeaserBlock; place: BlockPlace }) {
  return (
    <section className="block-teaser container">
      {block.heading ? <h2 className="block-teaser__heading">{block.heading}</h2> : null}
      <ul className="block-teaser__grid">
        {(block.items ?? []).map((item, index) => {
          const href = place.linkToPage(item.page);
          return (
            <li key={item.id ?? index} className="teaser-card">
              <ResponsiveImage
                media={item.image}
                sizes="(min-width: 1100px) 340px, (min-width: 768px) 45vw, 100vw"
                className="teaser-card__image"
              />
              <div className="teaser-card__body">
                <h3 className="teaser-card__title">
                  {href ? (
                    <a href={href} className="teaser-card__link">
                      {item.title}
                    </a>
                  ) : (
                    item.title
                  )}
                </h3>
                {item.text ? <p>{item.text}</p> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
