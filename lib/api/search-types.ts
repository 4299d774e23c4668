// Search hits: raw as MeEdu sends them, and normalised.

export interface RawSearchItem {
  id: number;
  resource_type: string;
  resource_id: number;
  title: string;
  thumb?: string;
  charge?: number;
  short_desc?: string;
  p?: string;
}

export type SearchType = "" | "vod" | "video";

export interface SearchResult {
  id: number;
  resourceType: string;
  resourceId: number;
  title: string;
  snippet: string;
}
