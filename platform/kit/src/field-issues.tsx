import type { FieldIssue } from "./fields/resolve";

/** Tells an editor which saved settings were not usable. Readers never see it (admin mode only). */
export function FieldIssues({ blockLabel, issues }: { blockLabel: string; issues: readonly FieldIssue[] }) {
  return (
    <div
      role="note"
      className="bs-field-issues"
      style={{ border: "2px solid #8a5300", background: "#fff4e0", color: "#1a1a1a", padding: "0.5rem 0.75rem" }}
    >
      <strong>{blockLabel}: check these settings</strong>
      <ul style={{ margin: "0.25rem 0 0", paddingInlineStart: "1.25rem" }}>
        {issues.map((issue) => (
          <li key={issue.field}>
            {issue.label} {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
