import { AdminNote } from "./admin-note";
import type { FieldIssue } from "./fields/resolve";

/** Tells an editor which saved settings were not usable. Readers never see it (admin mode only). */
export function FieldIssues({ blockLabel, issues }: { blockLabel: string; issues: readonly FieldIssue[] }) {
  return (
    <AdminNote className="bs-field-issues" title={`${blockLabel}: check these settings`}>
      <ul style={{ margin: "0.25rem 0 0", paddingInlineStart: "1.25rem" }}>
        {issues.map((issue) => (
          <li key={issue.field}>
            {issue.label} {issue.message}
          </li>
        ))}
      </ul>
    </AdminNote>
  );
}
