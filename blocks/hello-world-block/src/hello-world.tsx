import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";

const fields = defineFields({
  name: text({ label: "Name", description: "Who the block greets", defaultValue: "World" }),
});

/** The sample feature every new block starts from: one field, one phrase, no client JavaScript. */
export const HelloWorld = defineBlock({
  name: "hello-world",
  kind: "feature",
  label: "Hello World",
  icon: "hand-wave",
  description: "Greets whoever the editor names.",
  fields,
  render: function HelloWorldView({ customFields }) {
    const phrases = usePhrases();
    return <p className="b-hello-world">{phrases.t("hello-world-block.greeting", { name: customFields.name })}</p>;
  },
});

export type HelloWorldFields = CustomFieldsOf<typeof HelloWorld>;
