/** Hands a file to the browser's downloads, named `fileName`, without leaving the page. */
export function saveFile(fileName: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
