/** The whole schema, for drizzle-kit and the typed database handle. */

export * from './catalogue';
export * from './licences';
export * from './platform';
export * from './users';
