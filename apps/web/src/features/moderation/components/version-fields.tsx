/**
 * The rows of the side-by-side view: which fields of a version each kind shows, which wire fields a row stands for
 * (so the server's `changed_fields` marks it), and how a value reads.
 */
import type { TCatalogVersion, TContentVersion, TModeratedKind } from '@izlog/contract/moderation';
import { Anchor, Group, Image, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { priceView } from '@/lib/price';
import type { TTranslations } from '@/locales/srp';

type TFieldKey = keyof TTranslations['moderation']['fields'];
type TTranslate = (key: string, options?: Record<string, unknown>) => string;

export type TVersionField<V> = {
  key: TFieldKey;
  /** The wire fields behind the row, as `changed_fields` names them. */
  sources: string[];
  render(version: V, t: TTranslate): ReactNode;
};

const TEXT_PREVIEW_LENGTH = 600;

function None({ t }: { t: TTranslate }) {
  return (
    <Text span c="dimmed">
      {t('moderation.none')}
    </Text>
  );
}

const text = (value: string | null | undefined, t: TTranslate) => (value?.trim() ? value : <None t={t} />);

const names = (values: string[], t: TTranslate) => (values.length > 0 ? values.join(', ') : <None t={t} />);

/** Rich text as words only: a moderator compares what it says; markup is the server's (sanitized) business. */
function plainText(html: string | null, t: TTranslate) {
  if (!html) return <None t={t} />;
  const words = new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
  if (!words) return <None t={t} />;
  return words.length > TEXT_PREVIEW_LENGTH ? `${words.slice(0, TEXT_PREVIEW_LENGTH)}…` : words;
}

function picture(url: string | null, title: string, t: TTranslate) {
  if (!url) return <None t={t} />;
  return <Image src={url} alt={t('moderation.picture', { title })} w={120} radius="sm" fit="cover" />;
}

function gallery(urls: string[], t: TTranslate) {
  if (urls.length === 0) return <None t={t} />;
  return (
    <>
      <Text size="sm">{t('moderation.pictures', { count: urls.length })}</Text>
      <Group gap={4} mt={4}>
        {urls.map((url) => (
          <Image key={url} src={url} alt="" w={48} h={32} radius="xs" fit="cover" />
        ))}
      </Group>
    </>
  );
}

function lines(values: string[], t: TTranslate) {
  if (values.length === 0) return <None t={t} />;
  return (
    <List size="sm" spacing={2}>
      {values.map((value) => (
        <List.Item key={value}>{value}</List.Item>
      ))}
    </List>
  );
}

function price(version: TContentVersion, t: TTranslate) {
  const view = priceView({ ...version, discount: 0 });
  return view.kind === 'onRequest' ? t('moderation.priceOnRequest') : view.current;
}

function discount(version: TContentVersion, t: TTranslate) {
  const view = priceView(version);
  return view.kind === 'price' && view.discountLabel ? view.discountLabel : <None t={t} />;
}

const title: TVersionField<TContentVersion> = {
  key: 'title',
  sources: ['title'],
  render: (v, t) => text(v.title, t),
};
const description: TVersionField<TContentVersion> = {
  key: 'description',
  sources: ['description'],
  render: (v, t) => text(v.description, t),
};
const contentText: TVersionField<TContentVersion> = {
  key: 'content_text',
  sources: ['content_text'],
  render: (v, t) => plainText(v.content_text, t),
};
const image: TVersionField<TContentVersion> = {
  key: 'image',
  sources: ['image', 'stock_image', 'image_sizes'],
  render: (v, t) => picture(v.image_sizes['300x200'] ?? v.image, v.title, t),
};
const category: TVersionField<TContentVersion> = {
  key: 'category',
  sources: ['category'],
  render: (v, t) => text(v.category?.name, t),
};
const tags: TVersionField<TContentVersion> = { key: 'tags', sources: ['tags'], render: (v, t) => names(v.tags, t) };
const galleryField: TVersionField<TContentVersion> = {
  key: 'gallery',
  sources: ['gallery', 'gallery_position'],
  render: (v, t) =>
    gallery(
      v.gallery.map((item) => item.sizes['300x200'] ?? item.url),
      t,
    ),
};
const videos: TVersionField<TContentVersion> = {
  key: 'video_gallery',
  sources: ['video_gallery'],
  render: (v, t) =>
    v.video_gallery.length === 0 ? (
      <None t={t} />
    ) : (
      <List size="sm" spacing={2}>
        {v.video_gallery.map((video) => (
          <List.Item key={video.id}>
            <Anchor href={video.url} target="_blank" rel="noreferrer" size="sm">
              {video.url}
            </Anchor>
          </List.Item>
        ))}
      </List>
    ),
};
const comments: TVersionField<TContentVersion> = {
  key: 'comments_allowed',
  sources: ['comments_allowed'],
  render: (v, t) => (v.comments_allowed ? t('moderation.yes') : t('moderation.no')),
};

const BLOG_FIELDS = [title, description, contentText, image, category, tags, galleryField, videos, comments];

const PRODUCT_FIELDS: TVersionField<TContentVersion>[] = [
  title,
  description,
  contentText,
  image,
  category,
  { key: 'price', sources: ['price', 'currency_id'], render: price },
  { key: 'discount', sources: ['discount', 'discount_type'], render: discount },
  {
    key: 'attributes',
    sources: ['attributes'],
    render: (v, t) =>
      lines(
        v.attributes.map(
          (attribute) => `${attribute.name}: ${attribute.values.map((value) => value.value).join(', ')}`,
        ),
        t,
      ),
  },
  {
    key: 'locations',
    sources: ['locations'],
    render: (v, t) =>
      lines(
        v.locations.map((place) => [place.address, place.city, place.country].join(', ')),
        t,
      ),
  },
  {
    key: 'catalogs',
    sources: ['catalogs'],
    render: (v, t) =>
      names(
        v.catalogs.map((item) => item.name),
        t,
      ),
  },
  tags,
  galleryField,
  videos,
  comments,
];

const CATALOG_FIELDS: TVersionField<TCatalogVersion>[] = [
  { key: 'name', sources: ['name'], render: (v, t) => text(v.name, t) },
  { key: 'description', sources: ['description'], render: (v, t) => plainText(v.description, t) },
  {
    key: 'image',
    sources: ['image', 'image_sizes'],
    render: (v, t) => picture(v.image_sizes['300x200'] ?? v.image, v.name, t),
  },
  { key: 'category', sources: ['category'], render: (v, t) => text(v.category?.name, t) },
  {
    key: 'products',
    sources: ['products'],
    render: (v, t) =>
      lines(
        v.products.map((product) => product.title),
        t,
      ),
  },
];

export function contentFields(kind: Exclude<TModeratedKind, 'catalog'>): TVersionField<TContentVersion>[] {
  return kind === 'product' ? PRODUCT_FIELDS : BLOG_FIELDS;
}

export const catalogFields = (): TVersionField<TCatalogVersion>[] => CATALOG_FIELDS;
