/**
 * What `fusion:*` resolves to in kit's own tests. kit declares Fusion's modules but is not a host, and its unit
 * tests render nothing; a test that needs a working host belongs with one (platform/local-host/test), which
 * keeps kit's tests free of a dependency on local-host, itself built on kit. The constants of
 * fusion:environment are plain values, so modules that read them at load still load.
 */
function noHost(): never {
  throw new Error(
    "kit's unit tests have no Fusion host: a test that renders a block belongs in platform/local-host/test",
  );
}

export const useFusionContext = noHost;
export const useAppContext = noHost;
export const useComponentContext = noHost;
export const useContent = noHost;
export const useEditableContent = noHost;
export default noHost;

export const RESIZER_TOKEN_VERSION = 2;
export const CONTENT_BASE = "";
export const ARC_ACCESS_TOKEN = "";
export const ENVIRONMENT = "test";
export const SIGNING_SERVICE_DEFAULT_APP = "";
