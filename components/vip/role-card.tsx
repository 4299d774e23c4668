import type { RolePlan } from "@/lib/api/roles-types";
import { RolePlanAction } from "./role-plan-action";

export function RoleCard({ role }: { role: RolePlan }) {
  return (
    <li className="flex w-64 flex-col rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-medium text-gray-900">{role.name}</h2>
      <p className="mt-3 text-red-600">
        <span className="text-2xl font-semibold">￥{role.charge}</span>
        <span className="text-sm text-gray-500">/{role.expireDays}天</span>
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-gray-600">
        {role.descRows.map((row, index) => (
          <li key={index}>{row}</li>
        ))}
      </ul>
      <div className="mt-6">
        <RolePlanAction roleId={role.id} />
      </div>
    </li>
  );
}
