import { KeptButtonStyles } from "../button/button";
import { KeptInputStyles } from "../input/kept-styles";
import { KeptSubmitFormStyles } from "../submit-form/submit-form";

/**
 * The look of buttons, fields and forms, written into the page's head by the server for an island that draws them
 * only in the browser (a checkout's cards, a card form shown once the reader is known). Without it the first
 * button drawn in the browser would fetch its look after showing unstyled, and the page would move. With it, those
 * buttons and fields find their look on the page and load no code for it. Render it once in the island's server
 * HTML; it adds no box.
 */
export function FormStyles() {
  return (
    <>
      <KeptButtonStyles />
      <KeptInputStyles />
      <KeptSubmitFormStyles />
    </>
  );
}
