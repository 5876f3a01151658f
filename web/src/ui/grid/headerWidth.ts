/**
 * The least width (px) of a grid column whose header reads in full: the virtual table's headers are one
 * line of 13 px semibold text (7.5 px a character in lower case, more in capitals: 8.5 allowed) with 4 px
 * padding each side and a little to spare, cut with
 * "…" when the column is narrower ('scan_serial_number_of_hub' showed as 'scan_serial_num…').
 */
export function headerWidth(header: string): number {
  return Math.ceil(header.length * 8.5) + 14;
}

/** A column's width, widened where its header would be cut. */
export function widthForHeader(width: number, header: string): number {
  return Math.max(width, headerWidth(header));
}
