/**
 * What a theme is (SPEC §1 "several interchangeable visual themes"): its layouts for every screen of SPEC §2's
 * per-theme list, over the props of layout-props.ts, and its typography and shapes for Mantine. A theme touches no data
 * code: the routes fetch with the features' hooks and hand plain data to whichever theme the site wears.
 */
import type { TTemplateKey } from '@izlog/contract/sales';
import type { MantineThemeOverride } from '@mantine/core';
import type { ComponentType } from 'react';
import type {
  TCatalogLayoutProps,
  TCatalogListLayoutProps,
  TCategoryLayoutProps,
  TCommentsSectionProps,
  TContactLayoutProps,
  TContentListLayoutProps,
  THomeHeroLayoutProps,
  THomeLayoutProps,
  TProductListLayoutProps,
  TProfileLayoutProps,
  TPublicPlannerLayoutProps,
  TPublicPlannerListLayoutProps,
  TSearchListingLayoutProps,
  TSingleContentLayoutProps,
  TSingleProductLayoutProps,
  TTermsLayoutProps,
} from './layout-props';

export type TThemeLayouts = {
  HomePage: ComponentType<THomeLayoutProps>;
  /** The home page's hero alone: the site management modal's live preview draws it too. */
  HomeHero: ComponentType<THomeHeroLayoutProps>;
  ProductListPage: ComponentType<TProductListLayoutProps>;
  SingleProductPage: ComponentType<TSingleProductLayoutProps>;
  /** Articles and Blogs. */
  ContentListPage: ComponentType<TContentListLayoutProps>;
  /** SingleArticle, SingleBlog and StaticPage. */
  SingleContentPage: ComponentType<TSingleContentLayoutProps>;
  CatalogListPage: ComponentType<TCatalogListLayoutProps>;
  CatalogPage: ComponentType<TCatalogLayoutProps>;
  CategoryPage: ComponentType<TCategoryLayoutProps>;
  SearchListingPage: ComponentType<TSearchListingLayoutProps>;
  ProfilePage: ComponentType<TProfileLayoutProps>;
  TermsPage: ComponentType<TTermsLayoutProps>;
  ContactPage: ComponentType<TContactLayoutProps>;
  CommentsSection: ComponentType<TCommentsSectionProps>;
  PublicPlannerPage: ComponentType<TPublicPlannerLayoutProps>;
  PublicPlannerListPage: ComponentType<TPublicPlannerListLayoutProps>;
};

export type TSiteTheme = {
  key: TTemplateKey;
  layouts: TThemeLayouts;
  /**
   * The theme's type, shapes and headings, merged over the app's theme while the site wears it. Colours stay the
   * site's (its brand colour from the settings), so the theme sets no primary colour here.
   */
  mantine: MantineThemeOverride;
};
