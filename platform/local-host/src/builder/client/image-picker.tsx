import { useId, useState } from "react";
import { useServices } from "./builder-context";

export interface ImagePickerProps {
  /** The field's input id: the photos choose the same value it holds. */
  inputId: string;
  label: string;
  value: string;
  onChange(url: string): void;
}

/** The fake Photo Center's originals, as a grid to pick from; the field then holds the original's address. */
export function ImagePicker({ inputId, label, value, onChange }: ImagePickerProps) {
  const { catalog } = useServices();
  const [open, setOpen] = useState(false);
  const gridId = useId();
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls={gridId} onClick={() => setOpen(!open)}>
        {open ? "Hide photos" : `Choose a photo for ${label}`}
      </button>
      <div id={gridId} hidden={!open} className="photos" role="group" aria-label={`Photos for ${label}`}>
        {open
          ? catalog.photos.map((photo) => (
              <button
                key={photo.id}
                type="button"
                aria-pressed={value === photo.url}
                onClick={() => {
                  onChange(photo.url);
                  document.getElementById(inputId)?.focus();
                  setOpen(false);
                }}
              >
                <img
                  src={photo.thumbnail}
                  alt={`${photo.motif}, ${photo.width}×${photo.height} (${photo.id.slice(0, 6)})`}
                  width={160}
                  height={107}
                  loading="lazy"
                />
              </button>
            ))
          : null}
      </div>
    </div>
  );
}
