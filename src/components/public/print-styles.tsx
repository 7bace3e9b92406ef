// Print rules for the printables: A4, each .print-page on its own sheet, no site chrome.
export function PrintStyles({ landscape = false }: { landscape?: boolean }) {
  const css = `
@media print {
  @page { size: A4 ${landscape ? "landscape" : "portrait"}; margin: 12mm; }
  html { font-size: 11pt; }
  body { background: white !important; }
  main { max-width: none !important; padding: 0 !important; }
  .print-page { break-after: page; }
  .print-page:last-child { break-after: auto; }
  details > *:not(summary) { display: block; }
}
@media screen { .print-page { margin-bottom: 2.5rem; padding: 1.5rem; background: white; border: 1px solid #d6d3d1; border-radius: 0.75rem; } }
`;
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
