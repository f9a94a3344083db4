import { Button } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";

/** What a block says when what it shows could not be read: the phrase, and a retry (never an empty space). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const phrases = usePhrases();
  return (
    <>
      <p className="b-subscriptions__message" role="alert">
        {message}
      </p>
      <div>
        <Button onClick={onRetry}>{phrases.t("subscription-blocks.retry")}</Button>
      </div>
    </>
  );
}
