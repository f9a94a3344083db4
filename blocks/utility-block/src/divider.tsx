import { Divider as DividerRule } from "@broadsheet/components";
import { defineBlock, defineFields, type CustomFieldsOf } from "@broadsheet/kit";

const fields = defineFields({});

/** Divider: a thematic break between blocks (the components' Divider, an `<hr>`). No client JavaScript. */
export const Divider = defineBlock({
  name: "divider",
  kind: "feature",
  label: "Divider",
  icon: "minus",
  description: "A horizontal rule between blocks.",
  fields,
  render: function DividerView() {
    return <DividerRule className="b-divider" />;
  },
});

export type DividerFields = CustomFieldsOf<typeof Divider>;
