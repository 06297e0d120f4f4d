/** File name of a docs version's whole sidebar tree (`current.json`, `1.0.json`). */
export function sidebarDataFile(versionName: string): string {
  return `${versionName}.json`;
}

/** Path (under the base URL) of that file, loaded when a category the page rendered closed is expanded. */
export function sidebarDataPath(versionName: string): string {
  return `sidebar-data/${sidebarDataFile(versionName)}`;
}
