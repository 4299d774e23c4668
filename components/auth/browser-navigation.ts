// Full-page navigations, kept in one module so tests can replace them
// (jsdom cannot reload or leave the page).

export function reloadPage(): void {
  window.location.reload();
}

export function assignLocation(url: string): void {
  window.location.assign(url);
}
