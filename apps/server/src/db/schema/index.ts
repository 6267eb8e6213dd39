/** The whole schema, for drizzle-kit and the typed database handle. */

export * from './audit';
export * from './bidding';
export * from './catalogue';
export * from './comments';
export * from './contact';
export * from './licences';
export * from './moderation';
export * from './planners';
export * from './platform';
export * from './sales';
export * from './tours';
export * from './users';
export * from './widgets';
