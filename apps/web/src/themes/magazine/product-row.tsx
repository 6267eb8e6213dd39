/** A product as a compact row: its name (the link) and price beside a small picture. */
import { links } from '@/lib/paths';
import type { TProductCardData } from '../layout-props';
import { StoryRow, type TStoryRowProps } from './story-row';

type TProductRowProps = { product: TProductCardData } & Pick<
  TStoryRowProps,
  'badge' | 'onOpen' | 'headingLevel' | 'density' | 'kicker'
>;

export function ProductRow({ product, ...row }: TProductRowProps) {
  return (
    <StoryRow
      href={links.product(product.slug)}
      title={product.title}
      image={product.image}
      imageSizes={product.image_sizes}
      price={product}
      {...row}
    />
  );
}
