import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { cleanup, render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { createHostState, LocalHostProvider } from "@broadsheet/local-host";
import { Image } from "./image";
import type { AnsImage } from "../utils/ans-image";

const ARC_IMAGE: AnsImage = {
  _id: "PHOTO123",
  type: "image",
  url: "https://cdn.example/photo/PHOTO123.jpg",
  auth: { "2": "token-two" },
  width: 3000,
  height: 2000,
};

function inSite(element: ReactElement, arcSite = "the-daily") {
  return <LocalHostProvider state={createHostState({ arcSite })}>{element}</LocalHostProvider>;
}

function renderImage(element: ReactElement, arcSite?: string) {
  return render(inSite(element, arcSite));
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe("Image from ANS", () => {
  it("asks the site's resizer for the image, with srcset, sizes, width and height", () => {
    renderImage(
      <Image
        alt="The harbour at dawn"
        ansImage={ARC_IMAGE}
        width={800}
        aspectRatio="16:9"
        responsiveImages={[400, 800, 1600]}
        sizes={[
          { mediaCondition: "(min-width: 48rem)", sourceSizeValue: "800px" },
          { sourceSizeValue: "100vw", isDefault: true },
        ]}
      />,
    );
    const img = screen.getByRole("img", { name: "The harbour at dawn" });
    expect(img).toHaveAttribute("src", "/resizer/v2/PHOTO123.jpg?auth=token-two&width=800&height=450");
    expect(img).toHaveAttribute(
      "srcset",
      [
        "/resizer/v2/PHOTO123.jpg?auth=token-two&width=400&height=225 400w",
        "/resizer/v2/PHOTO123.jpg?auth=token-two&width=800&height=450 800w",
        "/resizer/v2/PHOTO123.jpg?auth=token-two&width=1600&height=900 1600w",
      ].join(", "),
    );
    expect(img).toHaveAttribute("sizes", "(min-width: 48rem) 800px, 100vw");
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "450");
    expect(img).toHaveStyle({ aspectRatio: "800 / 450" });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("loads lazily by default", () => {
    renderImage(<Image alt="Harbour" ansImage={ARC_IMAGE} />);
    expect(screen.getByRole("img")).toHaveAttribute("loading", "lazy");
  });

  it("loads lead art eagerly with high priority", () => {
    renderImage(<Image alt="Harbour" ansImage={ARC_IMAGE} loading="eager" fetchPriority="high" />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("keeps the original's ratio when none is asked for", () => {
    renderImage(<Image alt="Harbour" ansImage={ARC_IMAGE} width={600} />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("height", "400");
    expect(img.getAttribute("src")).toContain("width=600&height=400");
  });

  it("crops around the ANS focal point, or smartly when told and there is none", () => {
    const { unmount } = renderImage(
      <Image alt="Harbour" ansImage={{ ...ARC_IMAGE, focal_point: { x: 10, y: 20 } }} width={100} height={100} />,
    );
    expect(screen.getByRole("img").getAttribute("src")).toMatch(/&focal=10,20$/);
    unmount();
    renderImage(<Image alt="Harbour" ansImage={ARC_IMAGE} width={100} height={100} resizedOptions={{ smart: true }} />);
    expect(screen.getByRole("img").getAttribute("src")).toMatch(/&smart=true$/);
  });

  it("uses a resizer base URL given as a prop over the site's", () => {
    renderImage(<Image alt="Harbour" ansImage={ARC_IMAGE} width={100} resizerURL="https://img.example/resize" />);
    expect(screen.getByRole("img").getAttribute("src")).toMatch(/^https:\/\/img\.example\/resize\/PHOTO123\.jpg\?/);
  });

  it("renders on the server with every attribute", () => {
    const html = renderToString(inSite(<Image alt="Harbour" ansImage={ARC_IMAGE} width={400} aspectRatio="1:1" />));
    expect(html).toContain('src="/resizer/v2/PHOTO123.jpg?auth=token-two&amp;width=400&amp;height=400"');
    expect(html).toContain('width="400"');
    expect(html).toContain('height="400"');
    expect(html).toContain("aspect-ratio:400 / 400");
  });

  it("merges class names and passes other img attributes on", () => {
    renderImage(<Image alt="Harbour" ansImage={ARC_IMAGE} className="b-lead-art__image" data-testid="lead" />);
    expect(screen.getByTestId("lead")).toHaveClass("c-image", "b-lead-art__image");
  });
});

describe("Image without a resizer token", () => {
  it.each([
    ["no auth", { ...ARC_IMAGE, auth: undefined }],
    ["a token for another version only", { ...ARC_IMAGE, auth: { "1": "token-one" } }],
  ])("logs the missing token and shows the original, sized, for %s", (_, ansImage) => {
    renderImage(<Image alt="Harbour" ansImage={ansImage} width={800} aspectRatio="3:2" responsiveImages={[400]} />);
    expect(consoleError).toHaveBeenCalledWith("No auth token provided for resizer", ARC_IMAGE.url);
    const img = screen.getByRole("img", { name: "Harbour" });
    expect(img).toHaveAttribute("src", ARC_IMAGE.url);
    expect(img).not.toHaveAttribute("srcset");
    expect(img).not.toHaveAttribute("sizes");
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "533");
  });

  it("resizes with a token given in resizedOptions instead", () => {
    renderImage(
      <Image
        alt="Harbour"
        ansImage={{ ...ARC_IMAGE, auth: undefined }}
        width={100}
        resizedOptions={{ auth: "signed" }}
      />,
    );
    expect(screen.getByRole("img").getAttribute("src")).toContain("?auth=signed&width=100");
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe("Image from src", () => {
  it("shows a plain address as it is, without logging", () => {
    renderImage(<Image alt="Logo" src="/static/logo.svg" width={200} aspectRatio="4:3" />);
    const img = screen.getByRole("img", { name: "Logo" });
    expect(img).toHaveAttribute("src", "/static/logo.svg");
    expect(img).toHaveAttribute("width", "200");
    expect(img).toHaveAttribute("height", "150");
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("resizes a signed address", () => {
    renderImage(
      <Image
        alt="Override"
        src="https://photos.example/override.jpg"
        resizedOptions={{ auth: "signed", focalPoint: { x: 5, y: 6 } }}
        width={300}
        aspectRatio="3:2"
        responsiveImages={[300, 600]}
      />,
    );
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute(
      "src",
      "/resizer/v2/https%3A%2F%2Fphotos.example%2Foverride.jpg?auth=signed&width=300&height=200&focal=5,6",
    );
    expect(img.getAttribute("srcset")).toContain("width=600&height=400&focal=5,6 600w");
  });

  it("never sends an inline image to the resizer", () => {
    const svg = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    renderImage(<Image alt="Shape" src={svg} resizedOptions={{ auth: "signed" }} responsiveImages={[100]} />);
    expect(screen.getByRole("img")).toHaveAttribute("src", svg);
    expect(screen.getByRole("img")).not.toHaveAttribute("srcset");
  });

  it("allows an empty alt for a decorative image", () => {
    const { container } = renderImage(<Image alt="" src="/static/rule.svg" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });
});

describe("Image fallback", () => {
  it.each<[string, unknown]>([
    ["no image", undefined],
    ["ANS without a URL", { _id: "X", auth: { "2": "t" } }],
    ["ANS that is not an object", "PHOTO123"],
  ])("shows the fallback image given for %s, as decoration", (_, ansImage) => {
    const { container } = renderImage(
      <Image
        alt="Harbour"
        ansImage={ansImage as AnsImage}
        fallbackImage="/static/placeholder.svg"
        width={377}
        aspectRatio="3:2"
      />,
    );
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("src", "/static/placeholder.svg");
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("width", "377");
    expect(img).toHaveAttribute("height", "251");
    expect(img).toHaveClass("c-image", "c-image--fallback");
  });

  it("defaults to the site's fallbackImage", () => {
    const { container } = renderImage(<Image alt="Harbour" src="" />);
    expect(container.querySelector("img")).toHaveAttribute("src", "/pf/resources/fallback.svg");
  });

  it("renders nothing when the site has no fallback either", () => {
    const { container } = renderImage(<Image alt="Harbour" ansImage={null} />, "le-quotidien");
    expect(container).toBeEmptyDOMElement();
  });
});

describe("Image robustness", () => {
  it("never throws, whatever the ANS holds", () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true }),
        (ansImage) => {
          try {
            const { container } = renderImage(
              <Image alt="Anything" ansImage={ansImage as AnsImage} responsiveImages={[200, 400]} aspectRatio="3:2" />,
            );
            const img = container.querySelector("img");
            expect(img?.getAttribute("width")).toBeTruthy();
            expect(img?.getAttribute("height")).toBeTruthy();
          } finally {
            cleanup();
          }
        },
      ),
    );
  });

  it("never throws for arbitrary sizing props", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (responsiveImages, sizes, aspectRatio) => {
        try {
          renderImage(
            <Image
              alt="Anything"
              ansImage={ARC_IMAGE}
              responsiveImages={responsiveImages as number[]}
              sizes={sizes as []}
              aspectRatio={aspectRatio as number}
            />,
          );
        } finally {
          cleanup();
        }
      }),
    );
  });
});

describe("Image accessibility", () => {
  it("has no axe violations when resized", async () => {
    const { container } = renderImage(<Image alt="Harbour" ansImage={ARC_IMAGE} responsiveImages={[400, 800]} />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("has no axe violations as a plain or decorative image", async () => {
    const { container } = renderImage(
      <>
        <Image alt="Harbour" ansImage={{ ...ARC_IMAGE, auth: undefined }} />
        <Image alt="" src="/static/rule.svg" />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it("has no axe violations as a fallback", async () => {
    const { container } = renderImage(<Image alt="Harbour" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
