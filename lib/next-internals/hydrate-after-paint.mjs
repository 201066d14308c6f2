// Relies on: the markup of the scripts Next.js puts in a page. Next hands React the page's root main files
// (build-manifest.json's rootMainFiles): the first as a bootstrap script, the others through ReactDOM.preinit
// (next/dist/server/app-render/required-scripts.js), and React renders them as `<script src="…" async="">`, with a
// `<link rel="preload" as="script" fetchPriority="low">` for the bootstrap one (react-dom/server, the copy Next
// carries in next/dist/compiled/react-dom). CHUNK_TAG and CHUNK_PRELOAD below match that markup, character for
// character. If they stop matching, pages are stored unchanged: still correct, only slower to paint on phones.
// When tests/contract/hydrate-after-paint.test.ts fails: render a page with the new Next, compare its <head> with
// the regular expressions below and change them; if Next no longer loads its chunks by such tags, remove this
// file (and its call in lib/cache/page-cache-handler.mjs) and measure the LCP without it (npm run bench:lighthouse).
//
// A stored page asks for its scripts only once it has painted (the page cache handler applies this to every page
// it stores). Next.js puts each chunk of the page in <head> as `<script src async>`: on a phone they share the
// connection with the stylesheet and the hero image, and they run as soon as they arrive, in the middle of the
// first frame's work. Lighthouse's mobile run charges the LCP with every script that arrived before the hero
// painted (its simulation leaves a script out only when its evaluation, a task of 10 ms or more, began after):
// an LCP of 1.4–3.5 s, against 1.1–1.4 s with the scripts asked for after the paint (18 runs each, stop 32).
// So the chunk tags become one small inline loader that adds the same tags, in the same order, once the
// browser reports the first contentful paint. The page reads and looks the same from its first frame; it
// hydrates a few milliseconds later (on a slow network, once the scripts have come). Next.js's low-priority preload of
// the entry chunk goes too. Other scripts (inline payload, noModule polyfills) are left as they are.

const CHUNKS = "/_next/static/chunks/";
/** One of Next.js's chunk tags, as React renders it: a file name under /_next/static/chunks/, maybe an id. */
const CHUNK_TAG = /<script src="\/_next\/static\/chunks\/([\w.-]+\.js)"(?: id="([\w-]+)")? async=""><\/script>/g;
/** Next.js's preload of a chunk (the page's entry): it would fetch the script while the first frame still waits for bytes. */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.-]+\.js"\/>/g;
/** A page that never paints anything contentful still hydrates after this long. */
const FALLBACK_MS = 3000;

/**
 * The loader: `chunks` is a list of [file name] or [file name, id]. It adds the tags when the paint observer sees
 * the first contentful paint (buffered: also when it came first), at once when the page is hidden (no paint
 * comes) or the browser has no paint timing, and after FALLBACK_MS whatever happens. One tag per task, in
 * order: each append starts a request, 2–3 ms of main thread with DevTools attached, and eleven in one task
 * made a task of up to 29 ms right after the paint (Lighthouse's TBT counts it four times over). Plain ES5, as
 * the earliest script of the page.
 */
function loader(chunks) {
  return (
    `(function(c){var d=0,i=0;function add(){var a=c[i++];if(!a)return;var s=document.createElement("script");` +
    `s.src="${CHUNKS}"+a[0];if(a[1])s.id=a[1];document.head.appendChild(s);setTimeout(add,0)}` +
    `function go(){if(!d){d=1;add()}}setTimeout(go,${FALLBACK_MS});` +
    `try{if(document.visibilityState==="hidden")throw 0;new PerformanceObserver(function(l,o){` +
    `if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})` +
    `}catch(e){go()}})(${JSON.stringify(chunks)})`
  );
}

/** `html` with its chunk scripts loaded after the first contentful paint; unchanged when it has none. */
export function hydrateAfterPaint(html) {
  const chunks = [];
  const withoutChunks = html.replace(CHUNK_TAG, (_tag, file, id) => {
    chunks.push(id ? [file, id] : [file]);
    return "";
  });
  if (chunks.length === 0 || !withoutChunks.includes("</head>")) return html;
  // A function, so that nothing in the loader is read as a replacement pattern ($&…).
  return withoutChunks.replace(CHUNK_PRELOAD, "").replace("</head>", () => `<script>${loader(chunks)}</script></head>`);
}
