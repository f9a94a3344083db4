import {
  createContext,
  createElement,
  Fragment,
  useContext,
  type ComponentProps,
  type ElementType,
  type JSX,
  type ReactElement,
  type ReactNode,
} from "react";

/**
 * Broadsheet's styling runtime: the part of styled-components' API the repo uses (`styled.<tag>`, `styled(C)`,
 * `.withConfig({ componentId })`, `css`, transient `$props`, `as`, `className` merged, refs as props) in about
 * 1 KB. A styled component computes its CSS for the props it is given, names it `<componentId>-<hash of the
 * CSS>` and renders it as a React 19 hoistable `<style href precedence>` beside its element: React writes each
 * one once into the document's head on the server, finds it there while hydrating, and inserts the ones a render
 * in the browser adds. There is no sheet to collect and no provider: any React 19 host (the preview, Fusion)
 * gets the styles of whatever it renders. A block may wrap its root in StyleScope, so that on the server each
 * distinct style of the block is rendered once rather than beside every element that has it.
 */

/** What a template may interpolate: text, a function of the props, another styled component (its selector). */
export type Interpolation<P> =
  | string
  | number
  | boolean
  | null
  | undefined
  | StyledComponentMarker
  | ((props: P) => Interpolation<P>)
  | readonly Interpolation<P>[];

const ID = "styledComponentId";

interface StyledComponentMarker {
  readonly styledComponentId: string;
}

/** The transient (`$`) props of a styled component, which it keeps whatever it renders `as`. */
type TransientProps<Props> = { [K in keyof Props as K extends `$${string}` ? K : never]: Props[K] };

export interface StyledComponent<Props extends object> extends StyledComponentMarker {
  /** With `as`, the props are those of what it renders instead, plus the styled component's transient ones. */
  <As extends ElementType | void = void>(
    props: { as?: As; forwardedAs?: ElementType } & (As extends ElementType
      ? Omit<ComponentProps<As>, "as"> & TransientProps<Props>
      : Props),
  ): ReactElement;
  displayName?: string;
}

type Template<Base extends object> = <P extends object = object>(
  strings: TemplateStringsArray,
  ...interpolations: Interpolation<Base & P>[]
) => StyledComponent<Base & P>;

export interface StyledFactory<Base extends object> extends Template<Base> {
  /** `componentId` fixes the class names, so that the server and the browser agree on them. */
  withConfig(config: { componentId: string; displayName?: string }): StyledFactory<Base>;
}

type Styled = (<C extends ElementType>(target: C) => StyledFactory<ComponentProps<C>>) & {
  readonly [Tag in keyof JSX.IntrinsicElements]: StyledFactory<JSX.IntrinsicElements[Tag]>;
};

/** A short deterministic hash (djb2, xor variant) in base 36. */
function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (h * 33) ^ text.charCodeAt(i);
  return (h >>> 0).toString(36);
}

function flatten<P>(value: Interpolation<P>, props: P): string {
  if (typeof value === "function") return ID in value ? `.${value[ID]}` : flatten(value(props), props);
  if (Array.isArray(value)) return value.map((part: Interpolation<P>) => flatten(part, props)).join("");
  return value == null || typeof value === "boolean" ? "" : String(value as string | number | StyledComponentMarker);
}

function join<P>(strings: TemplateStringsArray, interpolations: readonly Interpolation<P>[], props: P): string {
  return strings.reduce(
    (css, text, i) => css + text + (i < interpolations.length ? flatten(interpolations[i], props) : ""),
    "",
  );
}

/** Splits at top-level commas (not those inside `:is(a, b)` or strings). */
function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && !depth) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

/**
 * Flattens nested CSS (the `&` and nested rules and at-rules of styled-components' templates) into plain rules
 * under `selector`, in source order, so it needs no CSS nesting support from the browser (nor from jsdom).
 */
export function compile(selector: string, css: string): string {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, "");
  let out = "";
  let i = 0;
  const walk = (rule: string, atRules: string[]): void => {
    let declarations = "";
    let text = "";
    let quote = "";
    let depth = 0;
    const flush = (): void => {
      const declaration = text.trim().replace(/\s*:\s*/, ":");
      if (declaration) declarations += `${declaration};`;
      text = "";
    };
    const emit = (): void => {
      if (declarations) out += atRules.reduceRight((body, at) => `${at}{${body}}`, `${rule}{${declarations}}`);
      declarations = "";
    };
    while (i < source.length) {
      const c = source[i++] as string;
      if (quote) {
        text += c;
        if (c === "\\") text += source[i++] ?? "";
        else if (c === quote) quote = "";
      } else if (c === '"' || c === "'") {
        quote = c;
        text += c;
      } else if (c <= " ") {
        if (text && !text.endsWith(" ")) text += " ";
      } else if (c === "(" || c === ")") {
        depth += c === "(" ? 1 : -1;
        text += c;
      } else if (depth) text += c;
      else if (c === ";") flush();
      else if (c === "{") {
        const head = text.trim();
        text = "";
        emit();
        if (head[0] === "@") walk(rule, [...atRules, head]);
        else {
          const parents = splitList(rule);
          walk(
            splitList(head)
              .flatMap((child) =>
                parents.map((parent) => (child.includes("&") ? child.replace(/&/g, parent) : `${parent} ${child}`)),
              )
              .join(","),
            atRules,
          );
        }
      } else if (c === "}") break;
      else text += c;
    }
    flush();
    emit();
  };
  walk(selector, []);
  return out;
}

/** Marks a `css` piece that reads no props: its text, joined once. */
const CONSTANT = "bsConstantCss";

/**
 * A reusable piece of a template: interpolated into one, it is flattened with that component's props. A piece
 * that reads no props (a mixin such as visually-hidden rules) is joined once, and a component that interpolates
 * it counts it as fixed text rather than as a function to call and look up on every render.
 */
export function css<P extends object = object>(
  strings: TemplateStringsArray,
  ...interpolations: Interpolation<P>[]
): (props: P) => string {
  if (interpolations.some((value) => dependsOnProps(value))) return (props) => join(strings, interpolations, props);
  const text = join(strings, interpolations, {} as P);
  return Object.assign(() => text, { [CONSTANT]: text });
}

/** Whether an interpolation calls a function of the props (a styled component's selector does not). */
function dependsOnProps<P>(value: Interpolation<P>): boolean {
  if (typeof value === "function") return !(ID in value) && !(CONSTANT in value);
  return Array.isArray(value) && value.some((part: Interpolation<P>) => dependsOnProps(part));
}

/** One compiled CSS text of a component: its class (the style's href), its rules, and the element's classes. */
interface Entry {
  className: string;
  rules: string;
  /** `<componentId> <className>`, joined once rather than on every render. */
  classes: string;
}

/**
 * A component's class and rules for one CSS text. Named by the rules the CSS compiles to, which leave out comments
 * and layout: a build that minifies the templates' text (the browser's) names a class as the unminified source
 * on a server does.
 */
function compiledEntry(id: string, cssText: string): Entry {
  const rules = compile(SELF, cssText);
  const className = `${id}-${hash(rules)}`;
  return { className, rules: rules.split(SELF).join(`.${className}`), classes: `${id} ${className}` };
}

/** Stands for the component's selector until its class is named. */
const SELF = "\u0000";

/** Compiled CSS by component id and the values of its props' functions; dropped whole past a great many. */
const compiled = new Map<string, Entry>();

/**
 * The styles already written inside the nearest StyleScope during one server render; null in the browser and
 * outside any scope, where every styled element renders its style as before.
 */
const Written = createContext<Set<string> | null>(null);

/**
 * Around a block's root on the server: each distinct style inside is rendered once rather than once per styled
 * element (a long read's forty paragraphs render one paragraph style, not forty that React then drops as
 * duplicates), so the server's element tree is smaller. The HTML is the same: React writes a style once anyway,
 * where it first meets it, and the first one in the scope is still rendered there.
 *
 * Only on a server, where a render runs once, in order, and is never thrown away: in the browser a render may be
 * discarded, or a part re-rendered alone, so there every styled element keeps its own style (React dedups them).
 * A scope belongs inside the block's Suspense boundary (the host's, around each block): React ties a style to the
 * boundary that rendered it, and one left out elsewhere would not hold back a boundary revealed earlier in a
 * stream.
 */
export function StyleScope({ children }: { children?: ReactNode }): ReactElement {
  return createElement(
    Written.Provider,
    { value: typeof document === "undefined" ? new Set<string>() : null },
    children,
  );
}

/**
 * A style rendered under a StyleScope. It counts as written only once React has rendered it, after the element it
 * follows: an element whose children throw never gets here, so the next element of that style still writes it.
 */
function WrittenStyle({ href, rules, written }: { href: string; rules: string; written: Set<string> }) {
  written.add(href);
  return createElement("style", { href, precedence: "bs" }, rules);
}

function create<P extends object>(
  target: ElementType,
  componentId: string | undefined,
  displayName: string | undefined,
  strings: TemplateStringsArray,
  interpolations: readonly Interpolation<P>[],
): StyledComponent<P> {
  // Without an id (eslint requires one), the template's text names it: still the same on server and browser.
  const id = componentId ?? `bs-s${hash(strings.join("|"))}`;
  /*
   * Interpolations that read no props are flattened once, here; per render only the functions of the props run,
   * and their values alone find the compiled CSS. A template without such functions is compiled once in all.
   */
  const fixed = interpolations.map((value) => (dependsOnProps(value) ? null : flatten(value, {} as P)));
  const dynamic = fixed.flatMap((value, i) => (value === null ? [i] : []));
  let once: Entry | undefined;
  // The last values of the props' functions and what they found: most renders repeat them (every paragraph of a
  // story is unclamped), and comparing a few strings costs less than building the shared map's key.
  let lastValues: string[] = [];
  let lastEntry: Entry | undefined;
  const entryFor = (props: P): Entry => {
    if (dynamic.length === 0) return (once ??= compiledEntry(id, join(strings, interpolations, props)));
    const values = dynamic.map((i) => flatten(interpolations[i], props));
    if (lastEntry && values.every((value, i) => value === lastValues[i])) return lastEntry;
    const key = `${id}\u0001${values.join("\u0001")}`;
    let entry = compiled.get(key);
    if (!entry) {
      if (compiled.size > 5000) compiled.clear();
      const parts = fixed.map((value, i) => value ?? values[dynamic.indexOf(i)] ?? "");
      entry = compiledEntry(
        id,
        strings.reduce((css, text, i) => css + text + (parts[i] ?? ""), ""),
      );
      compiled.set(key, entry);
    }
    lastValues = values;
    lastEntry = entry;
    return entry;
  };
  const Styled = ((props: P & { as?: ElementType; forwardedAs?: ElementType; className?: string }) => {
    const { className, rules, classes } = entryFor(props);
    const written = useContext(Written);
    const forwarded: Record<string, unknown> = {};
    for (const name in props) {
      if (name[0] !== "$" && name !== "as" && name !== "forwardedAs") forwarded[name] = props[name as keyof P];
    }
    if (props.forwardedAs) forwarded.as = props.forwardedAs;
    forwarded.className = props.className ? `${classes} ${props.className}` : classes;
    // The style after the element: React hoists styles in the order it meets them, so a component's parts
    // (and the component styled(Component) wraps) come first and the styles that compose them win ties, as in
    // styled-components, where a module's own components are defined after those it imports. A style already
    // written in this scope leaves a null in its place: the same two children on the server as in the browser,
    // so the ids useId gives (from the children's positions) stay the same for hydration.
    let style: ReactElement | null = null;
    if (rules && !written) style = createElement("style", { href: className, precedence: "bs" }, rules);
    else if (rules && written && !written.has(className))
      style = createElement(WrittenStyle, { href: className, rules, written });
    return createElement(Fragment, null, createElement(props.as ?? target, forwarded), style);
  }) as StyledComponent<P>;
  Object.assign(Styled, { [ID]: id, displayName: displayName ?? id, toString: () => `.${id}` });
  return Styled;
}

function factory<Base extends object>(
  target: ElementType,
  config: { componentId?: string; displayName?: string } = {},
) {
  const template = (<P extends object>(strings: TemplateStringsArray, ...interpolations: Interpolation<Base & P>[]) =>
    create<Base & P>(target, config.componentId, config.displayName, strings, interpolations)) as StyledFactory<Base>;
  template.withConfig = (next) => factory<Base>(target, { ...config, ...next });
  return template;
}

/** `styled.div`, `styled.section` … and `styled(Component)` (which must pass `className` on). */
export const styled = new Proxy(factory, {
  get: (_factory, tag) => factory(tag as ElementType),
  apply: (_factory, _this, [target]: [ElementType]) => factory(target),
}) as unknown as Styled;

/**
 * Styles for elements a block names by its own classes (BEM: `.b-header-nav-chain__bar`), all under `scope`,
 * as a component that renders them: `<Styles />` writes one hoistable `<style>`, as a styled component does.
 * Their text lives in the module that defines them, so an island can render them as a server part (kit's
 * `serverPart`): the server writes them into the page, and the island's code never carries them. Interpolations
 * are constants (there are no props).
 */
export function scopedStyles({ componentId, scope }: { componentId: string; scope: string }) {
  return (strings: TemplateStringsArray, ...interpolations: Interpolation<object>[]): (() => ReactElement) => {
    const rules = compile(scope, join(strings, interpolations, {}));
    const href = `${componentId}-${hash(rules)}`;
    function ScopedStyles() {
      return createElement("style", { href, precedence: "bs" }, rules);
    }
    ScopedStyles.displayName = componentId;
    return ScopedStyles;
  };
}
