import { Video, displayCredits, inlineText } from "@broadsheet/components";
import { field, textOf } from "../read";

/**
 * A video in the story: its embed markup is the player (written as HTML by the design system's Video, which
 * treats ANS embed_html as the provider's trusted markup); its title, description and credits are text.
 */
export function VideoElement({ element }: { element: Record<string, unknown> }) {
  const embed = element.embed_html;
  if (typeof embed !== "string" || embed.trim() === "") return null;
  // Plain text (it names the element in an attribute too): what a reader sees of the headline's inline markup.
  const title = inlineText(field(element, "headlines", "basic"));
  const description = textOf(field(element, "description", "basic"));
  const credits = displayCredits(element.credits, element.vanity_credits);
  return (
    <div className="b-article-body__video">
      <Video embedMarkup={embed} title={title} />
      {title || description || credits ? (
        <div className="b-article-body__video-caption">
          {title ? <p className="b-article-body__video-title">{title}</p> : null}
          {description ? <p className="b-article-body__video-description">{description}</p> : null}
          {credits ? <p className="b-article-body__video-credits">{credits}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
