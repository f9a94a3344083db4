export interface ConfigProblemProps {
  isAdmin: boolean;
  property: string;
  t: (key: string, variables?: Record<string, string | number>) => string;
}

/** A site without a usable identity origin: readers get a clear message, editors the property to set. */
export function ConfigProblem({ isAdmin, property, t }: ConfigProblemProps) {
  return (
    <p role="alert" className="b-account-recovery__error">
      {isAdmin ? t("account-recovery-blocks.config-missing", { property }) : t("account-recovery-blocks.unavailable")}
    </p>
  );
}
