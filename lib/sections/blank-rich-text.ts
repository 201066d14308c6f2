/** True when a rich text says nothing once its markup is gone (an editor's empty `<p></p>`). */
export function isBlankRichText(text: string | null | undefined): boolean {
  return (text ?? "").replace(/<[^>]*>/g, "").replaceAll("&nbsp;", " ").trim() === "";
}
