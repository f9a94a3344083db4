/** The builder's browser entry: its own bundle, served under /builder/ only. */
import { createRoot } from "react-dom/client";
import { BUILDER_API } from "../builder-api";
import { builderApi } from "./api";
import { BuilderApp } from "./builder-app";

const root = document.getElementById("builder");
if (root) createRoot(root).render(<BuilderApp api={builderApi(root.dataset.api ?? BUILDER_API)} />);
