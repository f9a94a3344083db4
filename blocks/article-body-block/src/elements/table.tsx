import { inlineHtml } from "@broadsheet/components";
import { recordsOf } from "../read";

/** The cells of a row: each a text element; a cell that is not one stays as an empty cell, keeping columns. */
function cells(row: unknown) {
  return Array.isArray(row) ? row.map((cell: unknown) => inlineHtml(recordsOf([cell])[0]?.content)) : [];
}

/** A table: a header row of column headings (when there is one), then the rows. */
export function TableElement({ element }: { element: Record<string, unknown> }) {
  const header = cells(element.header);
  const rows = (Array.isArray(element.rows) ? element.rows : []).map(cells).filter((row) => row.length > 0);
  const hasHeader = header.some((cell) => cell !== null);
  if (!hasHeader && rows.length === 0) return null;
  return (
    <div className="b-article-body__table">
      <table>
        {hasHeader ? (
          <thead>
            <tr>
              {header.map((cell, index) => (
                <th key={index} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        {rows.length > 0 ? (
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        ) : null}
      </table>
    </div>
  );
}
