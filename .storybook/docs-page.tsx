import type { ReactElement } from "react";
import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from "@storybook/addon-docs/blocks";
import { isBlockComponent } from "@broadsheet/kit";
import { BlockFacts } from "./block-facts";

/**
 * Every story file's docs page, added to the preview by main.ts (`previewAnnotations`) so jest, which loads
 * preview.tsx for every story test, never loads Storybook's docs UI.
 */

/** A block's facts, then its stories; a component's story file gets Storybook's usual page. */
export function BlockDocsPage(): ReactElement {
  const { preparedMeta } = useOf("meta", ["meta"]);
  const component: unknown = preparedMeta.component;
  const block = component && typeof component === "function" && "block" in component ? component.block : undefined;
  if (!isBlockComponent(block)) {
    return (
      <>
        <Title />
        <Subtitle />
        <Description />
        <Primary />
        <Controls />
        <Stories />
      </>
    );
  }
  return (
    <>
      <Title>{block.definition.label}</Title>
      <BlockFacts block={block} />
      <Stories title="Stories" includePrimary />
    </>
  );
}

export const parameters = { docs: { page: BlockDocsPage } };
