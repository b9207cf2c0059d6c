/** A list row's link to its item's preview on the site, in a new tab. */
export function PreviewLink({ href, name }: { readonly href: string; readonly name: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      aria-label={`Преглед на „${name}“ (нов раздел)`}
    >
      Преглед
    </a>
  );
}
