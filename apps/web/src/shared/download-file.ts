/** Lets the browser download a (signed, same-site) link by clicking an `<a download>`. */
export function triggerDownload(url: string, filename = ''): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
