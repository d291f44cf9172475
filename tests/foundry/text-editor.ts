/**
 * Stand-in for the part of Foundry 13's TextEditor enrichment our journal pages use: each
 * `@UUID[uuid]{label}` becomes the content link Foundry renders (`a.content-link` with `data-link`,
 * `data-uuid` and the label), so a page can be shown as a user sees it.
 */
export function enrichContentLinks(html: string): string {
  return html.replace(
    /@UUID\[([^\]]+)\]\{([^}]*)\}/g,
    (_whole, uuid: string, label: string) =>
      `<a class="content-link" draggable="true" data-link data-uuid="${uuid}" data-tooltip="Journal Entry Page"><i class="fa-solid fa-file-lines"></i>${label}</a>`,
  );
}
