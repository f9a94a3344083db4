import { render, screen } from "@testing-library/react";
import { renderBlock } from "@broadsheet/local-host";
import { HelloWorld } from "./hello-world";

describe("Hello World", () => {
  it("greets the world by default", () => {
    render(renderBlock(HelloWorld));
    expect(screen.getByText("Hello, World!")).toHaveClass("b-hello-world");
  });

  it("greets the name the editor gave", () => {
    render(renderBlock(HelloWorld, { customFields: { name: "Ada" } }));
    expect(screen.getByText("Hello, Ada!")).toBeInTheDocument();
  });

  it("speaks the site's language", () => {
    render(renderBlock(HelloWorld, { customFields: { name: "Ada" }, context: { arcSite: "le-quotidien" } }));
    expect(screen.getByText("Bonjour, Ada !")).toBeInTheDocument();
  });

  it("falls back to the default for a value that is not text", () => {
    render(renderBlock(HelloWorld, { customFields: { name: { first: "Ada" } } }));
    expect(screen.getByText("Hello, World!")).toBeInTheDocument();
  });
});
