/** Shows a PDF in a tab the page opened; its address is released a minute later. */
export function showPdfInTab(tab: Window, file: Blob): void {
  const url = URL.createObjectURL(new Blob([file], { type: 'application/pdf' }));
  tab.location.href = url;
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
