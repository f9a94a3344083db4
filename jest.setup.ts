import "@testing-library/jest-dom";
import { toHaveNoViolations } from "jest-axe";
import { installTestHost } from "@broadsheet/local-host/testing/install-test-host";

expect.extend(toHaveNoViolations);
installTestHost();
