// Normalised VIP plan shape.

export interface RolePlan {
  id: number;
  name: string;
  charge: number;
  expireDays: number;
  descRows: string[];
}
