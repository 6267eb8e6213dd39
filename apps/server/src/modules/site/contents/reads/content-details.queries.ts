/** Data access for what a single content page adds to its list row: galleries, attributes, locations, catalogs. */
import { asc, desc, eq } from 'drizzle-orm';
import {
  attributes,
  attributeValues,
  catalogProducts,
  catalogs,
  contentAttributeValues,
  contentLocations,
  contentMedia,
  userLocations,
} from '../../../../db/schema';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';

/** What a single page adds to a list row: text, galleries, attributes, locations and catalogs. */
export async function contentDetails(tdb: TenantDb, contentId: number) {
  const [media, values, locations, inCatalogs] = await Promise.all([
    tdb
      .select(contentMedia, eq(contentMedia.contentId, contentId))
      .orderBy(asc(contentMedia.position), asc(contentMedia.id)),
    tdb
      .selectFields(
        contentAttributeValues,
        {
          attributeId: attributes.id,
          attributeName: attributes.name,
          valueId: attributeValues.id,
          value: attributeValues.value,
        },
        eq(contentAttributeValues.contentId, contentId),
      )
      .innerJoin(
        attributeValues,
        tdb.joinOn(attributeValues, eq(attributeValues.id, contentAttributeValues.attributeValueId)),
      )
      .innerJoin(attributes, tdb.joinOn(attributes, eq(attributes.id, attributeValues.attributeId)))
      .orderBy(asc(attributes.name), asc(attributes.id), asc(attributeValues.position), asc(attributeValues.id)),
    tdb
      .selectFields(
        contentLocations,
        {
          id: userLocations.id,
          country: userLocations.country,
          city: userLocations.city,
          address: userLocations.address,
        },
        eq(contentLocations.contentId, contentId),
      )
      .innerJoin(userLocations, tdb.joinOn(userLocations, eq(userLocations.id, contentLocations.locationId)))
      .orderBy(asc(userLocations.primaryLocation), asc(userLocations.id)),
    tdb
      .selectFields(
        catalogProducts,
        { id: catalogs.id, name: catalogs.name, slug: catalogs.slug, status: catalogs.status },
        eq(catalogProducts.contentId, contentId),
      )
      .innerJoin(catalogs, tdb.joinOn(catalogs, eq(catalogs.id, catalogProducts.catalogId)))
      .orderBy(desc(catalogs.id)),
  ]);
  return {
    media,
    values: values as unknown as { attributeId: number; attributeName: string; valueId: number; value: string }[],
    locations: locations as unknown as { id: number; country: string; city: string; address: string }[],
    catalogs: inCatalogs as unknown as { id: number; name: string; slug: string; status: string }[],
  };
}

export type TContentDetails = Awaited<ReturnType<typeof contentDetails>>;
