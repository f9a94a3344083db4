import { Suspense } from "react";
import { lazyPart } from "@broadsheet/kit";
import type { BotChallengeHandle } from "@broadsheet/arc-client";

const Widget = lazyPart(() => import("./bot-challenge-widget").then((module) => module.BotChallenge));

/** The V2 checkbox's height (as arc-client's widget reserves it), kept while the widget's code arrives. */
const V2_HEIGHT = "78px";

/**
 * The bot challenge under a form, its widget loaded only once the identity config asks the flow for a challenge
 * (or asks for one the config cannot show): a site without captcha never downloads it. Until the config is read
 * (on the server, while hydrating) the widget would render nothing, and so does this, so hydration never waits.
 */
export function FormBotChallenge({ challenge }: { challenge: BotChallengeHandle }) {
  const { problem, decision } = challenge;
  if (problem === null && !decision?.show) return null;
  const reserved = problem === null && decision?.show === true && decision.version === "V2";
  return (
    <Suspense fallback={reserved ? <div style={{ minHeight: V2_HEIGHT }} /> : null}>
      <Widget challenge={challenge} />
    </Suspense>
  );
}
