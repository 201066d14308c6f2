// A stored-XSS corpus for post content: each payload, if it ever ran, would call `window.__xss(n)` (or, from
// inside a frame, parent.__xss(n)) with its own number. Shared by the sanitizer's unit tests and the
// Chromium e2e (tests/e2e/post-xss.spec.ts), which stores each one through POST /api/posts and visits it.

export interface XssPayload {
  name: string;
  html: (call: string) => string;
  /** Left open at the end of the content: nothing may follow it, so the harmless text goes before. */
  unclosed?: boolean;
}

const encode = (text: string) => [...text].map((char) => `&#x${char.charCodeAt(0).toString(16)};`).join("");

export const XSS_PAYLOADS: XssPayload[] = [
  { name: "a script tag", html: (c) => `<script>${c}</script>` },
  { name: "an upper-case script with a data: source", html: (c) => `<SCRIPT SRC="data:text/javascript,${c}"></SCRIPT>` },
  { name: "a script split around a nested script", html: (c) => `<scr<script>ipt>${c}</scr</script>ipt>` },
  { name: "img onerror", html: (c) => `<img src="x" onerror="${c}">` },
  { name: "mixed-case IMG ONERROR without quotes", html: (c) => `<IMG SRC=x OnErRoR=${c}>` },
  { name: "an entity-encoded onerror", html: (c) => `<img src="x" onerror="${encode(c)}">` },
  { name: "an attribute glued to the previous one", html: (c) => `<img src="x" alt="a"onerror="${c}">` },
  { name: "svg onload", html: (c) => `<svg onload="${c}"><circle r="4"></circle></svg>` },
  { name: "a script inside svg", html: (c) => `<svg><script>${c}</script></svg>` },
  { name: "an svg link to javascript:", html: (c) => `<svg><a xlink:href="javascript:${c}"><text y="20">svg link</text></a></svg>` },
  { name: "a javascript: link", html: (c) => `<a href="javascript:${c}">plain link</a>` },
  { name: "a mixed-case JaVaScRiPt: link", html: (c) => `<a href="JaVaScRiPt:${c}">mixed link</a>` },
  { name: "an entity-encoded javascript: link", html: (c) => `<a href="${encode("javascript:")}${c}">encoded link</a>` },
  { name: "a javascript: link broken by a tab and a leading space", html: (c) => `<a href=" java&#x09;script:${c}">tab link</a>` },
  { name: "a data: HTML link", html: (c) => `<a href="data:text/html,<script>opener.${c}</script>">data link</a>` },
  { name: "a vbscript: link", html: () => `<a href="vbscript:msgbox(1)">vb link</a>` },
  { name: "an onclick link", html: (c) => `<a href="/about" onclick="${c}">click link</a>` },
  { name: "an iframe srcdoc", html: (c) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>` },
  { name: "an iframe to javascript:", html: (c) => `<iframe src="javascript:parent.${c}"></iframe>` },
  { name: "an iframe to an unknown host", html: () => `<iframe src="https://evil.example/embed/abcdefgh"></iframe>` },
  { name: "an iframe to a look-alike of YouTube", html: () => `<iframe src="https://www.youtube.com.evil.example/embed/abcdefgh"></iframe>` },
  { name: "a YouTube iframe carrying srcdoc and onload", html: (c) => `<iframe src="https://www.youtube.com/embed/abcdefgh" srcdoc="<script>parent.${c}</script>" onload="${c}"></iframe>` },
  { name: "a style attribute with expression() and a javascript: url", html: (c) => `<p style="width:expression(${c});background:url('javascript:${c}')">styled</p>` },
  { name: "a style element", html: (c) => `<style>@import 'javascript:${c}'; p { background: url("javascript:${c}") }</style>` },
  { name: "a meta refresh", html: (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}"><meta http-equiv="refresh" content="1;url=/xss-redirected">` },
  { name: "an object with a data: document", html: (c) => `<object data="data:text/html,<script>parent.${c}</script>"></object>` },
  { name: "an embed with javascript:", html: (c) => `<embed src="javascript:${c}">` },
  { name: "a form posting to javascript:", html: (c) => `<form action="javascript:${c}"><button>Send form</button></form>` },
  { name: "a button with formaction", html: (c) => `<button formaction="javascript:${c}">Form action</button>` },
  { name: "an autofocused input with onfocus", html: (c) => `<input autofocus onfocus="${c}">` },
  { name: "details ontoggle", html: (c) => `<details open ontoggle="${c}"><summary>more</summary></details>` },
  { name: "a body onload", html: (c) => `<body onload="${c}">` },
  { name: "video source onerror", html: (c) => `<video><source onerror="${c}"></video>` },
  { name: "a base href to javascript:", html: (c) => `<base href="javascript:${c}//"><a href="relative">relative link</a>` },
  { name: "a template holding an image", html: (c) => `<template><img src="x" onerror="${c}"></template>` },
  { name: "noscript mutation (mXSS)", html: (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>"></noscript>` },
  { name: "math and style mutation (mXSS)", html: (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}></style></mglyph></table></mtext></math>` },
  { name: "a link title that closes an iframe (mXSS)", html: (c) => `<iframe src="https://www.youtube.com/embed/abcdefgh"><a title="</iframe><img src=x onerror=${c}>">t</a></iframe>` },
  { name: "a textarea holding markup", html: (c) => `<textarea><img src=x onerror=${c}></textarea>` },
  { name: "text that breaks out of an attribute", html: (c) => `"><img src=x onerror=${c}>` },
  { name: "an unclosed img with onerror", html: (c) => `<img src="x" onerror="${c}"`, unclosed: true },
  { name: "an unclosed script", html: (c) => `<script>${c}`, unclosed: true },
];

/** The call a payload makes, named by its number. */
export const xssCall = (n: number) => `__xss(${n})`;
