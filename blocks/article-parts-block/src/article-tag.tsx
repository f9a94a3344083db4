import { styled } from "@broadsheet/style";
import { useFusionContext } from "fusion:context";
import { boolean, defineBlock, defineFields, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { classNames, Pill, tagURL } from "@broadsheet/components";
import { useArticle } from "./article";

const TagList = styled.ul.withConfig({ componentId: "bs-article-tag" })`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--bs-space-sm);
  margin: 0;
  padding: 0;
  list-style: none;

  /*
   * A static block ships no script, so "lazy" is the browser's own: it skips rendering the bar until it nears
   * the viewport, while the links stay in the HTML, and the reserved height avoids a layout shift.
   */
  &.b-article-tag--lazy {
    content-visibility: auto;
    contain-intrinsic-size: auto 2.5rem;
  }
`;

/** The story's tags as links to their pages, centred and wrapped; nothing for a story without tags. */
export const ArticleTag = defineBlock({
  name: "article-tag",
  kind: "feature",
  label: "Tags Bar",
  icon: "tag",
  description: "The story's tags as links to their tag pages.",
  fields: defineFields({
    lazyLoad: boolean({
      label: "Lazy load",
      description: "Let the browser skip rendering the bar until it nears the screen.",
      defaultValue: false,
    }),
  }),
  render: function ArticleTagView({ customFields }) {
    const { isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const links = useArticle()
      .tags.map((tag) => ({ ...tag, href: tagURL(tag.slug) }))
      .filter((tag) => tag.href !== "");
    if (links.length === 0) return null;
    // Editors see every block as it is (the spec exempts the Tags Bar from lazy loading in admin).
    const lazy = customFields.lazyLoad && !isAdmin;
    return (
      <TagList
        className={classNames("b-article-tag", lazy && "b-article-tag--lazy")}
        aria-label={phrases.t("article-parts-block.tags")}
      >
        {links.map((tag) => (
          <li key={tag.slug}>
            <Pill className="b-article-tag__link" href={tag.href}>
              {tag.text}
            </Pill>
          </li>
        ))}
      </TagList>
    );
  },
});

export type ArticleTagFields = CustomFieldsOf<typeof ArticleTag>;
