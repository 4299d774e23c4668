// Normalised announcement shape.

export interface Announcement {
  id: number;
  title: string;
  html: string;
  createdAt: string;
}
