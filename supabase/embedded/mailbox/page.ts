import type { MailboxMessage } from "./store";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text with its http(s) links made clickable; everything else escaped. */
export function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join("");
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1f2937; background: #f9fafb; }
  header { background: #111827; color: #fff; padding: .75rem 1.5rem; display: flex; gap: 1rem; align-items: center; }
  header h1 { font-size: 1.125rem; margin: 0; }
  header a { color: #fff; }
  header button { color: #111827; background: #fff; border: 0; border-radius: .25rem; padding: .125rem .75rem; }
  main { display: grid; grid-template-columns: minmax(16rem, 26rem) 1fr; min-height: calc(100vh - 3.5rem); }
  nav { border-right: 1px solid #e5e7eb; background: #fff; overflow-y: auto; }
  nav ul { list-style: none; margin: 0; padding: 0; }
  nav a { display: block; padding: .75rem 1rem; border-bottom: 1px solid #f3f4f6; color: inherit; text-decoration: none; }
  nav a:hover, nav a:focus-visible { background: #eff6ff; }
  nav a[aria-current="page"] { background: #dbeafe; }
  .meta { font-size: .875rem; color: #4b5563; }
  article { padding: 1.5rem; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #e5e7eb; padding: 1rem; border-radius: .5rem; }
  a { color: #1d4ed8; }
  :focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  iframe { width: 100%; min-height: 24rem; border: 1px solid #e5e7eb; border-radius: .5rem; background: #fff; }
`;

function messageLink(message: MailboxMessage, selected: boolean, filter: string): string {
  const query = new URLSearchParams({ id: message.id, ...(filter ? { to: filter } : {}) });
  return `<li><a href="/?${escapeHtml(query.toString())}"${selected ? ' aria-current="page"' : ""}>
    <strong>${escapeHtml(message.subject || "(no subject)")}</strong>
    <div class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(new Date(message.created_at).toLocaleString("en-GB"))}</div>
  </a></li>`;
}

function messageView(message: MailboxMessage): string {
  // The HTML part is shown sandboxed (no scripts, no same-origin access), its links opening in a new tab;
  // the text part is shown with its links clickable.
  const html = message.html
    ? `<h3>HTML</h3><iframe title="HTML version of the message" sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcdoc="${escapeHtml(`<base target="_blank">${message.html}`)}"></iframe>`
    : "";
  return `<article aria-labelledby="subject">
    <h2 id="subject">${escapeHtml(message.subject || "(no subject)")}</h2>
    <p class="meta">From ${escapeHtml(message.from)}<br>To ${escapeHtml(message.to)}<br>
      <time datetime="${escapeHtml(message.created_at)}">${escapeHtml(new Date(message.created_at).toLocaleString("en-GB"))}</time></p>
    <h3>Text</h3><pre>${linkify(message.text)}</pre>
    ${html}
  </article>`;
}

/** The page a developer opens at http://127.0.0.1:54324: every mail, newest first, and the chosen one. */
export function mailboxPage(messages: MailboxMessage[], selected: MailboxMessage | undefined, filter: string): string {
  const list = messages.length
    ? `<ul>${messages.map((m) => messageLink(m, m.id === selected?.id, filter)).join("")}</ul>`
    : `<p style="padding:1rem">No mail${filter ? ` to ${escapeHtml(filter)}` : ""} yet.</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${selected ? `${escapeHtml(selected.subject)} – ` : ""}Local mailbox</title><style>${STYLE}</style></head>
<body>
<header><h1>Local mailbox</h1>
  <form method="get" action="/" role="search"><label for="to">Recipient</label>
    <input id="to" name="to" type="email" value="${escapeHtml(filter)}"> <button type="submit">Filter</button></form>
  <a href="/">All mail</a>
</header>
<main>
  <nav aria-label="Messages">${list}</nav>
  ${selected ? messageView(selected) : `<article><p>Choose a message.</p></article>`}
</main>
</body>
</html>`;
}
