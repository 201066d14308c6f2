// A stored-XSS corpus of hostile HTML fragments: each, if it ever ran, would call `window.__xss(n)` (or, from
// inside a frame, parent.__xss(n)) with its own number. Shared by the unit tests that run it through every
// public rendering path (tests/unit/sanitize/hostile-corpus.test.ts) and the Chromium e2e
// (tests/e2e/post-xss.spec.ts), which stores it in a few posts through POST /api/posts and visits them.

import { hasUnsafeCharacter } from "../../lib/api/safe-strings";

export interface XssPayload {
  name: string;
  html: (call: string) => string;
  /** Left open at the end of the content: nothing may follow it, so the harmless text goes before. */
  unclosed?: boolean;
}

const encode = (text: string) => [...text].map((char) => `&#x${char.charCodeAt(0).toString(16)};`).join("");

/** The first corpus (issue 15): one of each classic. */
const CLASSICS: XssPayload[] = [
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

const HEADINGS = ["h2", "h3", "h4", "h5", "h6"] as const;

/**
 * Issue 37, finding 1: heading ids once written into sanitised HTML by a regular expression. A quote or `id=`
 * inside an allowed value (a heading's class or title) must never let the text after it become attributes.
 */
const HEADING_SMUGGLING: XssPayload[] = [
  ...HEADINGS.flatMap((h): XssPayload[] => [
    { name: `the issue 37 repro in an ${h}`, html: (c) => `<${h} class="a id=b">Heading</${h}><p>" onfocus=${c} autofocus tabindex=1 x=</p>` },
    { name: `single quotes and id= in an ${h}'s class`, html: (c) => `<${h} class='a id=b'>Heading</${h}><p>' onfocus=${c} autofocus tabindex=1 x='</p>` },
    { name: `an ${h} whose class holds encoded quotes`, html: (c) => `<${h} class="a id=&quot;b&quot; onfocus=&quot;${c}&quot; autofocus tabindex=1">Heading</${h}>` },
    { name: `an ${h} with an id, a name and handlers`, html: (c) => `<${h} id="x" name="y" class="id=z" onmouseover="${c}" autofocus onfocus="${c}" tabindex="1">Heading</${h}>` },
    { name: `an ${h} whose class holds a closing bracket`, html: (c) => `<${h} class="a id=b>"><img src=x onerror=${c}>Heading</${h}>` },
    { name: `an ${h} whose text reads like attributes`, html: (c) => `<${h}>" onfocus="${c}" autofocus x="</${h}>` },
  ]),
  { name: "a heading class with a newline before id=", html: (c) => `<h2 class="a&#10;id=b">Heading</h2><p>" onfocus=${c} autofocus tabindex=1 x=</p>` },
  { name: "a heading class with a tab before id=", html: (c) => `<h2 class="a\tid=b">Heading</h2><p>" onfocus=${c} autofocus tabindex=1 x=</p>` },
  { name: "a heading with id= in its title and class", html: (c) => `<h2 title="id=x" class='id="y"'>Heading</h2><p>" onfocus=${c} autofocus x="</p>` },
  { name: "a heading with three ids", html: (c) => `<h2 class="a id=b" id="c" id='d' onfocus=${c} autofocus tabindex=1>Heading</h2>` },
  { name: "two equal headings with id= in their class", html: (c) => `<h2 class="id=b">A</h2><h2 class="id=b">A</h2><p>" onfocus=${c} autofocus tabindex=1 x=</p>` },
  { name: "a heading whose span carries id= in its class", html: (c) => `<h2 class="a id=b"><span class="id=c">Heading</span></h2><p>" onfocus=${c} autofocus x=</p>` },
  { name: "a heading whose text is an encoded quote and a handler", html: (c) => `<h2 class="a id=b">&quot; onfocus=${c} autofocus x=&quot;</h2>` },
  { name: "a heading holding a javascript: link", html: (c) => `<h3 class="id=b"><a href="javascript:${c}">Heading</a></h3>` },
];

/** Mutation XSS: markup a parser rewrites (foreign content, raw text, misnested tables) into something else. */
const MUTATIONS: XssPayload[] = [
  { name: "svg, a closing p and a style (mXSS)", html: (c) => `<svg></p><style><a id="</style><img src=1 onerror=${c}>">` },
  { name: "svg, p and style (mXSS)", html: (c) => `<svg><p><style><a id="</style><img src=1 onerror=${c}>">` },
  { name: "math, mglyph, svg and textarea (mXSS)", html: (c) => `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${c} src=1>"></path></textarea></mtext></svg></mglyph></mi></math>` },
  { name: "nested forms around math (mXSS)", html: (c) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${c}>`, unclosed: true },
  { name: "math, table, mglyph and a style comment (mXSS)", html: (c) => `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=${c}&gt;">` },
  { name: "noscript around a style (mXSS)", html: (c) => `<noscript><style></noscript><img src=x onerror=${c}>`, unclosed: true },
  { name: "a listing holding encoded markup", html: (c) => `<listing>&lt;img onerror=${c} src=1&gt;</listing>` },
  { name: "an xmp holding markup", html: (c) => `<xmp><img src=x onerror=${c}></xmp>` },
  { name: "a title holding markup", html: (c) => `<title><img src=x onerror=${c}></title>` },
  { name: "noembed closed inside an attribute (mXSS)", html: (c) => `<noembed><img title="</noembed><img src=x onerror=${c}>"></noembed>` },
  { name: "noframes closed inside an attribute (mXSS)", html: (c) => `<noframes><img title="</noframes><img src=x onerror=${c}>"></noframes>` },
  { name: "an iframe closed inside an attribute (mXSS)", html: (c) => `<iframe><img title="</iframe><img src=x onerror=${c}>"></iframe>` },
  { name: "a YouTube iframe whose text closes it", html: (c) => `<iframe src="https://www.youtube.com/embed/abcdefgh">&lt;/iframe&gt;&lt;img src=x onerror=${c}&gt;</iframe>` },
  { name: "select, template and a style comment (mXSS)", html: (c) => `<select><template><style><!--</style><a rel="--></style></template></select><img src=x onerror=${c}>">` },
  { name: "a table caption holding svg style", html: (c) => `<table><caption><svg><style><img src=x onerror=${c}></style></svg></caption></table>` },
  { name: "misnested links around a table", html: (c) => `<a><table><a></table><img src=x onerror=${c}>` },
  { name: "a table foster-parenting an image", html: (c) => `<table><tr><img src=x onerror=${c}><td>cell</td></tr></table>` },
  { name: "a textarea inside svg", html: (c) => `<svg><textarea><img src=x onerror=${c}></textarea></svg>` },
  { name: "a plaintext element", html: (c) => `<plaintext><img src=x onerror=${c}></plaintext>` },
  { name: "a style closed inside a title attribute", html: (c) => `<style><p title="</style><img src=x onerror=${c}>"></style>` },
  { name: "a script closed inside a string", html: (c) => `<script>var a = "</script><img src=x onerror=${c}>";</script>` },
  { name: "a frameset", html: (c) => `<frameset onload=${c}><frame src="javascript:parent.${c}"></frameset>` },
  { name: "an image called image", html: (c) => `<image src=x onerror=${c}>` },
  { name: "a custom element with a handler", html: (c) => `<x-card onclick=${c} tabindex=1 autofocus onfocus=${c}>custom</x-card>` },
  { name: "a keygen with autofocus", html: (c) => `<keygen autofocus onfocus=${c}>` },
  { name: "a marquee onstart", html: (c) => `<marquee onstart=${c}>m</marquee>` },
  { name: "an audio with a broken source", html: (c) => `<audio src=x onerror=${c}></audio>` },
  { name: "a link element importing script", html: (c) => `<link rel="import" href="data:text/html,<script>${c}</script>"><link rel="stylesheet" href="javascript:${c}">` },
  { name: "the polyglot", html: (c) => `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${c} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${c}//>\\x3e` },
];

/** SVG and MathML, nested in each other and in HTML: handlers, animations, links and foreign style. */
const FOREIGN: XssPayload[] = [
  { name: "svg inside svg with onload", html: (c) => `<svg><svg onload=${c}></svg></svg>` },
  { name: "a g onload three levels down", html: (c) => `<svg><g><svg><g onload=${c}></g></svg></g></svg>` },
  { name: "an image in a foreignObject", html: (c) => `<svg><foreignObject><img src=x onerror=${c}></foreignObject></svg>` },
  { name: "an iframe srcdoc in a foreignObject", html: (c) => `<svg><foreignObject><iframe srcdoc="<script>parent.${c}</script>"></iframe></foreignObject></svg>` },
  { name: "an image in an svg desc", html: (c) => `<svg><desc><img src=x onerror=${c}></desc></svg>` },
  { name: "an image in an svg title", html: (c) => `<svg><title><img src=x onerror=${c}></title></svg>` },
  { name: "an svg animate onbegin", html: (c) => `<svg><animate onbegin=${c} attributeName=x dur=1s></animate></svg>` },
  { name: "an svg set onbegin", html: (c) => `<svg><set onbegin=${c} attributeName=x to=1></set></svg>` },
  { name: "an svg animate that writes a javascript: href", html: (c) => `<svg><a><animate attributeName=href values=javascript:${c} /><text x=20 y=20>Click</text></a></svg>` },
  { name: "an svg set that writes a javascript: href", html: (c) => `<svg><a><set attributeName=href to=javascript:${c} /><text x=20 y=20>Click</text></a></svg>` },
  { name: "an svg use of a data: document", html: (c) => `<svg><use href="data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='1' onerror='${c}' /&gt;&lt;/svg&gt;#x"></use></svg>` },
  { name: "an svg image onerror", html: (c) => `<svg><image href=x onerror=${c} /></svg>` },
  { name: "an svg script with a data: href", html: (c) => `<svg><script href="data:,${c}"></script></svg>` },
  { name: "an svg style importing javascript:", html: (c) => `<svg><style>@import url(javascript:${c})</style></svg>` },
  { name: "an image inside svg style (foreign content)", html: (c) => `<svg><style><img src=x onerror=${c}></style></svg>` },
  { name: "an svg feImage to javascript:", html: (c) => `<svg><filter><feImage href="javascript:${c}"/></filter></svg>` },
  { name: "an svg xlink:href to javascript:", html: (c) => `<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:${c}"><rect width=10 height=10 /></a></svg>` },
  { name: "an svg handler element", html: (c) => `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${c}</handler></svg>` },
  { name: "an svg discard onbegin", html: (c) => `<svg><discard onbegin=${c} /></svg>` },
  { name: "an svg animateTransform onbegin", html: (c) => `<svg><animateTransform onbegin=${c} attributeName=transform type=scale values=1 dur=1s /></svg>` },
  { name: "math in svg in math with a style", html: (c) => `<svg><foreignObject><math><mi><svg><style><img src=x onerror=${c}></style></svg></mi></math></foreignObject></svg>` },
  { name: "an image in an HTML annotation-xml", html: (c) => `<math><annotation-xml encoding="text/html"><img src=x onerror=${c}></annotation-xml></math>` },
  { name: "a style in an XHTML annotation-xml", html: (c) => `<math><annotation-xml encoding="application/xhtml+xml"><style><img src=x onerror=${c}></style></annotation-xml></math>` },
  { name: "a math href to javascript:", html: (c) => `<math href="javascript:${c}"><mi>click</mi></math>` },
  { name: "a math maction to javascript:", html: (c) => `<math><maction actiontype="statusline#" xlink:href="javascript:${c}">click</maction></math>` },
  { name: "a math mi with a data: link", html: (c) => `<math><mi xlink:href="data:x,<script>${c}</script>">m</mi></math>` },
  { name: "an image after a math mtext", html: (c) => `<math><mtext><img src=x onerror=${c}></mtext></math>` },
  { name: "an svg inside a paragraph inside svg", html: (c) => `<svg><p><svg onload=${c}></svg></p></svg>` },
  { name: "svg with an upper-case onload", html: (c) => `<SVG ONLOAD=${c}></SVG>` },
  { name: "svg with a slash before onload", html: (c) => `<svg/onload=${c}>` },
];

/** Comments, CDATA sections and processing instructions that a parser ends where another would not. */
const COMMENTS: XssPayload[] = [
  { name: "an abrupt empty comment", html: (c) => `<!--><img src=x onerror=${c}>-->` },
  { name: "an abrupt three-dash comment", html: (c) => `<!---><img src=x onerror=${c}>-->` },
  { name: "a comment ended by --!>", html: (c) => `<!-- --!><img src=x onerror=${c}>-->` },
  { name: "a comment inside an attribute", html: (c) => `<!--<img src="--><img src=x onerror=${c}//">` },
  { name: "a CDATA section in HTML", html: (c) => `<![CDATA[><img src=x onerror=${c}>]]>` },
  { name: "a conditional comment", html: (c) => `<!--[if gte IE 4]><script>${c}</script><![endif]-->` },
  { name: "a processing instruction", html: (c) => `<?xml version="1.0"?><img src=x onerror=${c}>` },
  { name: "a bogus processing instruction ended early", html: (c) => `<?xss ><img src=x onerror=${c}> ?>` },
  { name: "a doctype", html: (c) => `<!DOCTYPE html><img src=x onerror=${c}>` },
  { name: "a bogus markup declaration", html: (c) => `<! foo><img src=x onerror=${c}>` },
  { name: "a title that opens a comment", html: (c) => `<p title="<!--">text</p><img src=x onerror=${c}>-->` },
  { name: "a comment inside a style", html: (c) => `<style><!--</style><img src=x onerror=${c}>--></style>` },
  { name: "a comment around a paragraph", html: (c) => `<!-- <p>--> <img src=x onerror=${c}> <!-- -->` },
  { name: "a comment with spaced dashes", html: (c) => `<!--- -- ><img src=x onerror=${c}> -->` },
  { name: "a comment ended by --!> inside a paragraph", html: (c) => `<p><!-- a --!>b<img src=x onerror=${c}> --></p>` },
  { name: "an empty CDATA before an image", html: (c) => `<![CDATA[<]]><img src=x onerror=${c}>` },
  { name: "a CDATA in svg that closes svg", html: (c) => `<svg><![CDATA[</svg><img src=x onerror=${c}>]]></svg>` },
  { name: "a CDATA in math that closes math", html: (c) => `<math><![CDATA[</math><img src=x onerror=${c}>]]></math>` },
  { name: "a CDATA inside an svg attribute", html: (c) => `<svg><![CDATA[><image xlink:href="]]><img src=x onerror=${c}>"></svg>` },
  { name: "a comment that closes a link", html: (c) => `<a href="/x"><!--</a><img src=x onerror=${c}>--></a>` },
  { name: "a comment inside noscript", html: (c) => `<noscript><!--</noscript><img src=x onerror=${c}>--></noscript>` },
  { name: "a comment inside a template", html: (c) => `<template><!--</template><img src=x onerror=${c}>--></template>` },
  { name: "a comment in an attribute name", html: (c) => `<p <!-- class="x">y</p><img src=x onerror=${c}>-->` },
];

/** Quotes left open, glued or doubled, and attribute names a lenient parser reads differently. */
const BROKEN_QUOTES: XssPayload[] = [
  { name: "a backtick-quoted source", html: (c) => `<img src=\`x\` onerror=${c}>` },
  { name: "a source and handler split by slashes", html: (c) => `<img/src=x/onerror=${c}>` },
  { name: "a tab before the equals sign", html: (c) => `<img src=x onerror\t=${c}>` },
  { name: "a newline before the equals sign", html: (c) => `<img src=x onerror\n=${c}>` },
  { name: "a form feed before the equals sign", html: (c) => `<img src=x onerror\f=${c}>` },
  { name: "three quotes in an image tag", html: (c) => `<img """><script>${c}</script>">` },
  { name: "single-quoted handler", html: (c) => `<img src='x' onerror='${c}'>` },
  { name: "two handlers glued together", html: (c) => `<img src=x onerror="${c}"onload="${c}">` },
  { name: "a handler glued to a class", html: (c) => `<p class="a"onclick="${c}">text</p>` },
  { name: "a stray quote before a handler", html: (c) => `<p class="a" "onclick="${c}">text</p>` },
  { name: "a single quote inside an unquoted class", html: (c) => `<p class=a'onclick=${c}'>text</p>` },
  { name: "doubled single quotes in a class", html: (c) => `<p class="a''b" onclick=${c}>text</p>` },
  { name: "an equals sign starting an attribute", html: (c) => `<p class="x" =onclick=${c}>text</p>` },
  { name: "an entity quote around an unquoted class", html: (c) => `<p class=&quot;x&quot; onclick=${c}>text</p>` },
  { name: "encoded quotes inside a class", html: (c) => `<p class="&quot; onclick=&quot;${c}">text</p>` },
  { name: "numeric quotes inside a class", html: (c) => `<p class="x&#34; onclick=&#34;${c}">text</p>` },
  { name: "hex quotes inside a class", html: (c) => `<p class="a&#x22; onclick=${c} x=&#x22;">text</p>` },
  { name: "backslash-escaped quotes", html: (c) => `<p class="x\\" onclick=\\"${c}">text</p>` },
  { name: "a lone single quote after a title", html: (c) => `<p title="x" ' onclick=${c}>text</p>` },
  { name: "a tag inside a tag", html: (c) => `<p <img src=x onerror=${c}>>text</p>` },
  { name: "a doubled opening bracket", html: (c) => `<<img src=x onerror=${c}>>` },
  { name: "a closing bracket inside a double-quoted class", html: (c) => `<p class="a>b" onclick=${c}>text</p>` },
  { name: "a closing bracket inside a single-quoted class", html: (c) => `<p class='a>b' onclick=${c}>text</p>` },
  { name: "attributes glued on a link", html: (c) => `<a href="/x"title="y"onmouseover=${c}>t</a>` },
  { name: "mixed quotes on a link", html: (c) => `<a title="x'y" href='/z' onmouseover='${c}'>t</a>` },
  { name: "a quote inside an unquoted title", html: (c) => `<p title=x"y onclick=${c}>t</p>` },
  { name: "a title that encodes a tag", html: (c) => `<a href="/x" title="&quot;&gt;&lt;img src=x onerror=${c}&gt;">t</a>` },
  { name: "an alt that encodes a handler", html: (c) => `<img alt="&quot; onerror=&quot;${c}" src="x">` },
  { name: "an alt holding a lone quote", html: (c) => `<img alt='"' src=x onerror=${c} x='"'>` },
  { name: "a backtick-quoted class", html: (c) => `<p class=\`a\` onclick=${c}>t</p>` },
  { name: "a class given twice", html: (c) => `<p class="a" class="b onclick=${c}">t</p>` },
  { name: "slashes between attributes", html: (c) => `<p/class="a"/onclick="${c}">t</p>` },
  { name: "a CSS comment between attributes", html: (c) => `<p class="a"/**/onclick="${c}">t</p>` },
  { name: "spaces around the equals sign", html: (c) => `<p class="a" onclick = "${c}">t</p>` },
  { name: "an upper-case handler", html: (c) => `<p class="a" ONCLICK="${c}">t</p>` },
  { name: "a handler that runs its alt", html: (c) => `<img src=x onerror=eval(alt) alt=${c}>` },
  { name: "a handler on an end tag", html: (c) => `<p>t</p onclick=${c}>` },
  { name: "a slash before a handler", html: (c) => `<img src="x"/onerror="${c}">` },
  { name: "an unclosed handler value", html: (c) => `<img src=x onerror=${c}//`, unclosed: true },
  { name: "an unclosed quoted class", html: (c) => `<p class="a onclick=${c}>`, unclosed: true },
];

/** Attribute smuggling through the values an allow-list keeps: class, style and the like. */
const ALLOWED_VALUES: XssPayload[] = [
  { name: "a class that encodes a tag", html: (c) => `<p class="&quot;&gt;&lt;img src=x onerror=${c}&gt;">t</p>` },
  { name: "a class with a newline before a handler", html: (c) => `<p class="a\nonclick=${c}">t</p>` },
  { name: "a handler between two classes", html: (c) => `<p class="a" onclick="${c}" class="b">t</p>` },
  { name: "a class holding a script tag", html: (c) => `<p class="'><script>${c}</script>">t</p>` },
  { name: "a class with hex-encoded brackets", html: (c) => `<span class="a&#x3E;&#x3C;img src=x onerror=${c}&#x3E;">t</span>` },
  { name: "a class of only a handler", html: (c) => `<p class=" onclick=${c} ">t</p>` },
  { name: "a class with a null character", html: (c) => `<p class="a&#0;b onclick=${c}">t</p>` },
  { name: "a style with a javascript: background", html: (c) => `<span style="color:red;background:url(javascript:${c})">s</span>` },
  { name: "a style with expression()", html: (c) => `<span style="color:expression(${c})">s</span>` },
  { name: "a style with behavior", html: () => `<span style="behavior:url(x.htc)">s</span>` },
  { name: "a style with -moz-binding", html: () => `<span style="-moz-binding:url(http://evil.example/xss.xml#x)">s</span>` },
  { name: "a style whose encoded quote opens a handler", html: (c) => `<span style="color:red&quot; onclick=&quot;${c}">s</span>` },
  { name: "a single-quoted style holding double quotes", html: (c) => `<span style='color:red" onclick="${c}'>s</span>` },
  { name: "a style that closes a style element", html: (c) => `<span style="color:red;}</style><script>${c}</script>">s</span>` },
  { name: "a style with a comment before a url", html: (c) => `<span style="color:#fff/**/;background-image:url('javascript:${c}')">s</span>` },
  { name: "a style with entity-encoded javascript:", html: (c) => `<span style="color:&#x72;ed;background:url(&#x6A;avascript:${c})">s</span>` },
  { name: "a style with CSS escapes", html: (c) => `<span style="color:r\\65 d;background:u\\72l(javascript:${c})">s</span>` },
  { name: "a style that covers the page", html: () => `<span style="font-weight:bold;position:fixed;inset:0;z-index:99999">overlay</span>` },
  { name: "a style given twice", html: (c) => `<span style="color:red" style="background:url(javascript:${c})">s</span>` },
  { name: "a link style with expression()", html: (c) => `<a href="/x" style="color:red;x:expression(${c})">l</a>` },
  { name: "a style with a data: background", html: (c) => `<span style="color:rgb(1,2,3);background:url(data:text/html,<script>${c}</script>)">s</span>` },
  { name: "a style whose comment hides a quote", html: (c) => `<span style="color:red/*" onclick="${c}"*/">s</span>` },
  { name: "a style with @import", html: (c) => `<span style="@import 'javascript:${c}'">s</span>` },
  { name: "a style with a custom property url", html: (c) => `<span style="color:red;--x:url(javascript:${c})">s</span>` },
  { name: "a style with a vbscript: background", html: () => `<span style="color:red !important;background:url(vbscript:msgbox(1))">s</span>` },
  { name: "a style with escaped property names", html: (c) => `<span style="\\63olor:red;\\62ackground:url(javascript:${c})">s</span>` },
  { name: "a style with calc and expression()", html: (c) => `<span style="color:red;width:calc(1px + expression(${c}))">s</span>` },
  { name: "an id and a name that clobber the page's globals", html: () => `<img id="__xss" name="__xssReport"><a id="location" name="cookie" href="/x">c</a><form name="body"></form>` },
  { name: "a popover with onbeforetoggle", html: (c) => `<div popover id="pop" onbeforetoggle=${c}>p</div><button popovertarget="pop">open</button>` },
  { name: "contenteditable with onbeforeinput", html: (c) => `<code contenteditable autofocus onbeforeinput=${c} onfocus=${c}>edit</code>` },
];

/** Handlers on the tags every allow-list keeps, with whatever makes them fire without a click. */
const HANDLERS: XssPayload[] = [
  { name: "onclick on a paragraph", html: (c) => `<p onclick="${c}">t</p>` },
  { name: "onmouseover on a div", html: (c) => `<div onmouseover="${c}">t</div>` },
  { name: "onpointerenter on a span", html: (c) => `<span onpointerenter="${c}">t</span>` },
  { name: "onanimationstart on a div", html: (c) => `<div style="animation:spin 1s" onanimationstart="${c}">t</div>` },
  { name: "onfocus on an autofocused div", html: (c) => `<div tabindex="1" autofocus onfocus="${c}">t</div>` },
  { name: "onfocusin on an autofocused div", html: (c) => `<div tabindex="1" autofocus onfocusin="${c}">t</div>` },
  { name: "onload on an image that loads", html: (c) => `<img src="/favicon.ico" onload="${c}">` },
  { name: "onauxclick on a link", html: (c) => `<a href="/x" onauxclick="${c}">t</a>` },
  { name: "onmouseenter on a table", html: (c) => `<table onmouseenter="${c}"><tr><td>t</td></tr></table>` },
  { name: "onpointerover on a cell", html: (c) => `<table><tr><td onpointerover="${c}">t</td></tr></table>` },
  { name: "onscrollend on a section", html: (c) => `<section onscrollend="${c}">t</section>` },
  { name: "oncontentvisibilityautostatechange on a div", html: (c) => `<div style="content-visibility:auto" oncontentvisibilityautostatechange="${c}">t</div>` },
  { name: "onfocus on an autofocused heading", html: (c) => `<h2 onfocus="${c}" tabindex="0" autofocus>t</h2>` },
  { name: "ontransitionend on a list item", html: (c) => `<ul><li ontransitionend="${c}">t</li></ul>` },
  { name: "oncopy on a pre", html: (c) => `<pre oncopy="${c}">t</pre>` },
  { name: "onwheel on a blockquote", html: (c) => `<blockquote onwheel="${c}">t</blockquote>` },
  { name: "onresize on a figure", html: (c) => `<figure onresize="${c}"><figcaption>t</figcaption></figure>` },
  { name: "onload on a YouTube iframe", html: (c) => `<iframe src="https://www.youtube.com/embed/abcdefgh" onload="parent.${c}"></iframe>` },
  { name: "onmouseleave on a mark", html: (c) => `<mark onmouseleave="${c}">t</mark>` },
  { name: "onerror on an image in a table cell", html: (c) => `<table><tr><td><img src="x" onerror="${c}"></td></tr></table>` },
  { name: "onerror on an image in a link", html: (c) => `<a href="/x"><img src="x" onerror="${c}"></a>` },
  { name: "onstart on a strong", html: (c) => `<strong onstart="${c}">t</strong>` },
];

/** `javascript:`, `data:` and `vbscript:` spelt as a browser still reads them (case, entities, whitespace, controls). */
const SCRIPT_URLS: { name: string; url: (call: string) => string }[] = [
  { name: "javascript:", url: (c) => `javascript:${c}` },
  { name: "upper-case JAVASCRIPT:", url: (c) => `JAVASCRIPT:${c}` },
  { name: "javascript: after a space", url: (c) => ` javascript:${c}` },
  { name: "javascript: after a tab", url: (c) => `\tjavascript:${c}` },
  { name: "javascript: with a tab inside", url: (c) => `java\tscript:${c}` },
  { name: "javascript: with a newline inside", url: (c) => `java\nscript:${c}` },
  { name: "javascript: with a carriage return inside", url: (c) => `java\rscript:${c}` },
  { name: "javascript: with an encoded tab", url: (c) => `java&#x09;script:${c}` },
  { name: "javascript: with an encoded newline", url: (c) => `java&#10;script:${c}` },
  { name: "javascript: with an encoded carriage return", url: (c) => `java&#x0D;script:${c}` },
  { name: "javascript: with a decimal entity", url: (c) => `&#106;avascript:${c}` },
  { name: "javascript: with a hex entity", url: (c) => `&#x6A;avascript:${c}` },
  { name: "javascript: with zero-padded entities", url: (c) => `&#0000106;&#0000097;vascript:${c}` },
  { name: "javascript: with padded hex without semicolons", url: (c) => `&#x0006A&#x00061vascript:${c}` },
  { name: "javascript&colon;", url: (c) => `javascript&colon;${c}` },
  { name: "javascript&#58;", url: (c) => `javascript&#58;${c}` },
  { name: "javascript&#x3A;", url: (c) => `javascript&#x3A;${c}` },
  { name: "javascript: after an encoded control character", url: (c) => `&#14;javascript:${c}` },
  { name: "javascript: after a raw control character", url: (c) => `\u0001javascript:${c}` },
  { name: "javascript: with an entity capital", url: (c) => `jav&#x41;script:${c}` },
  { name: "javascript: with a comment to the next line", url: (c) => `javascript://%0a${c}` },
  { name: "mixed-case javascript with a hex colon", url: (c) => `jAvAsCrIpT&#x003A;${c}` },
  { name: "vbscript:", url: () => `vbscript:msgbox(1)` },
  { name: "VBScript&colon;", url: () => `VBScript&colon;msgbox(1)` },
  { name: "livescript:", url: (c) => `livescript:${c}` },
  { name: "a base64 data: document", url: () => `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==` },
  { name: "a data: document", url: (c) => `data:text/html,<script>parent.${c}</script>` },
  { name: "an upper-case DATA: document", url: (c) => `DATA:text/html,<script>parent.${c}</script>` },
  { name: "an entity-encoded data: document", url: (c) => `&#100;ata:text/html,<script>parent.${c}</script>` },
  { name: "a data: svg", url: (c) => `data:image/svg+xml,<svg onload=parent.${c}>` },
  { name: "a data: document after whitespace", url: (c) => ` \n data:text/html,<script>parent.${c}</script>` },
];

/** Each script URL where a page would follow or load it: a link, an image, a frame. */
const URL_CARRIERS: XssPayload[] = SCRIPT_URLS.flatMap(({ name, url }): XssPayload[] => [
  { name: `a link to ${name}`, html: (c) => `<a href="${url(c)}">link</a>` },
  { name: `an image from ${name}`, html: (c) => `<img src="${url(c)}">` },
  { name: `a frame of ${name}`, html: (c) => `<iframe src="${url(`parent.${c}`)}"></iframe>` },
]);

/** Every other attribute that takes an address. */
const OTHER_URL_ATTRIBUTES: XssPayload[] = [
  { name: "an image input from javascript:", html: (c) => `<input type="image" src="javascript:${c}">` },
  { name: "a video poster from javascript:", html: (c) => `<video poster="javascript:${c}"></video>` },
  { name: "an object with javascript: data", html: (c) => `<object data="javascript:${c}"></object>` },
  { name: "an embed of a data: document", html: (c) => `<embed src="data:text/html,<script>parent.${c}</script>">` },
  { name: "an image srcset to javascript:", html: (c) => `<img src="/favicon.ico" srcset="javascript:${c} 1x">` },
  { name: "an image lowsrc and dynsrc", html: (c) => `<img lowsrc="javascript:${c}" dynsrc="javascript:${c}">` },
  { name: "a blockquote citing javascript:", html: (c) => `<blockquote cite="javascript:${c}">q</blockquote>` },
  { name: "a link pinging javascript:", html: (c) => `<a href="/x" ping="javascript:${c}">p</a>` },
  { name: "a table background of javascript:", html: (c) => `<table background="javascript:${c}"><tr><td>t</td></tr></table>` },
  { name: "an area to javascript:", html: (c) => `<map name="m"><area shape="rect" coords="0,0,9,9" href="javascript:${c}"></map>` },
  { name: "an isindex with a javascript: action", html: (c) => `<isindex action="javascript:${c}" type="image">` },
  { name: "a math link to javascript:", html: (c) => `<math><a xlink:href="javascript:${c}">m</a></math>` },
  { name: "an svg link to javascript:", html: (c) => `<svg><a href="javascript:${c}"><text y="20">s</text></a></svg>` },
  { name: "an svg image from javascript:", html: (c) => `<svg><image href="javascript:${c}" /></svg>` },
  { name: "a link with a formaction", html: (c) => `<a href="https://example.com" formaction="javascript:${c}">f</a>` },
  { name: "a javascript: link that opens its opener", html: (c) => `<a href="javascript:${c}" target="_blank" rel="opener">o</a>` },
  { name: "a protocol-relative image", html: () => `<img src="//evil.example/x.png">` },
  { name: "a meta refresh to a data: document", html: (c) => `<meta http-equiv="refresh" content="0;url=data:text/html,<script>${c}</script>">` },
];

export const XSS_PAYLOADS: XssPayload[] = [
  ...CLASSICS,
  ...HEADING_SMUGGLING,
  ...MUTATIONS,
  ...FOREIGN,
  ...COMMENTS,
  ...BROKEN_QUOTES,
  ...ALLOWED_VALUES,
  ...HANDLERS,
  ...URL_CARRIERS,
  ...OTHER_URL_ATTRIBUTES,
];

/**
 * The corpus pages the e2e stores through POST /api/posts. The API refuses control characters other than tab,
 * CR and LF (lib/api/safe-strings.ts) before any sanitiser runs: the few fragments holding one are run through
 * the rendering paths by the unit tests only.
 */
export const apiPages = () => xssPages(6, (fragment) => !hasUnsafeCharacter(fragment));

/** The call a payload makes, named by its number. */
export const xssCall = (n: number) => `__xss(${n})`;

/** Payload n (from 1) between harmless text, which must still show once the payload is made safe. */
export function xssFragment(n: number): string {
  const payload = XSS_PAYLOADS[n - 1]!;
  const html = payload.html(xssCall(n));
  return payload.unclosed ? `<p>Before ${n}</p><p>After ${n}</p>${html}` : `<p>Before ${n}</p>${html}<p>After ${n}</p>`;
}

/**
 * The corpus as the content of a few pages (a browser renders many fragments at once): the payloads that are
 * closed in order, shared out over `count` pages, each page ending with at most one payload left open.
 * `keep` leaves out the fragments a path refuses before any sanitiser sees them.
 */
export function xssPages(count = 6, keep: (fragment: string) => boolean = () => true): { numbers: number[]; html: string }[] {
  const numbers = XSS_PAYLOADS.map((_payload, i) => i + 1).filter((n) => keep(xssFragment(n)));
  const closed = numbers.filter((n) => !XSS_PAYLOADS[n - 1]!.unclosed);
  const open = numbers.filter((n) => XSS_PAYLOADS[n - 1]!.unclosed);
  const size = Math.ceil(closed.length / count);
  const pages: number[][] = [];
  for (let start = 0; start < closed.length; start += size) pages.push(closed.slice(start, start + size));
  open.forEach((n, i) => (i < pages.length ? pages[i]!.push(n) : pages.push([n])));
  return pages.map((page) => ({ numbers: page, html: page.map(xssFragment).join("") }));
}
