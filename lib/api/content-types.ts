// The home page's decoration blocks: raw as MeEdu sends them, and normalised.
import type { CourseCard } from "./courses-types";

export interface RawDecorationBlock {
  id: number;
  sign: string;
  sort: number;
  config_render: unknown;
}

export type HomeBlock =
  | { kind: "slider"; id: number; slides: { src: string; href: string }[] }
  | { kind: "courses"; id: number; title: string; courses: CourseCard[] }
  | { kind: "code"; id: number; html: string };
