// The type-only door to the build-time code: what components/ render (they compute nothing from lib/site/, ESLint
// lets them import its types only), the search index's shape for the MCP server, and the types scripts and tests
// name. Nothing here exists at run time.

export type { SiteConfig, SiteConfigInput } from './config/schema';
export type { ResolvedNavItem } from './config/navbar';
export type { HeadElement } from './config/head-elements';
export type { CliFacts, CliOption } from './content/facts/cli';
export type { TocItem } from './mdx/toc';
export type { MediaView, ShownExample, StatusExamples } from './openapi/media-view';
export type { ParameterRow } from './openapi/parameter-rows';
export type { RenderedText } from './openapi/rendered-text';
export type { ResponseExtras, ShownHeader, ShownLink } from './openapi/response-extras';
export type { CallbackSection, ResponseSection } from './openapi/sections';
export type { ShownSchema } from './openapi/shown-schema';
export type { HeldFold } from './openapi/fold-parts';
export type { NestedFieldsView } from './route-data/nested-fields';
export type { TryItField, TryItModel } from './openapi/try-it/model';
export type {
  ApiOperationView,
  ApiOverviewView,
  CategoryView,
  Crumb,
  DocView,
  PageView,
  RouteData,
  ShownSamples,
} from './route-data';
export type { CategoryCard } from './route-data/cards';
export type { CliTables } from './route-data/cli-tables';
export type { IndexVersion } from './outputs/search/settings';
export type { CardContent } from './outputs/social-cards/card-data';
