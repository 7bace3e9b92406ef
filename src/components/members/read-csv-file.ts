// Reads a chosen CSV file as text. We ask for UTF-8 (see docs/members-csv.md), but Excel's plain
// "CSV (Trennzeichen-getrennt)" writes Windows-1252; rather than garble every umlaut we read that instead.
export async function readCsvFile(file: File): Promise<{ text: string; legacyEncoding: boolean }> {
  const bytes = await file.arrayBuffer();
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes), legacyEncoding: false };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(bytes), legacyEncoding: true };
  }
}
