"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";

const CONTROLS = "data-post-controls";

/** Shown on hover and on keyboard focus, like the sections' pencils; absolutely placed, so they never move the post. */
const CONTROLS_CSS = `
[data-post-slug] > [${CONTROLS}] { opacity: 0; transition: opacity 120ms; }
[data-post-slug]:hover > [${CONTROLS}], [data-post-slug] > [${CONTROLS}]:focus-within { opacity: 1; }
@media (prefers-reduced-motion: reduce) { [data-post-slug] > [${CONTROLS}] { transition: none; } }
`;

const BUTTON =
  "flex h-9 w-9 items-center justify-center rounded-full bg-white text-gray-800 shadow-md ring-1 ring-gray-300 hover:bg-sky-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-sky-600";

interface PagePost {
  slug: string;
  element: HTMLElement;
}

/** The posts the page shows (the post page marks its article with data-post-slug), kept current. */
function usePagePosts(): PagePost[] {
  const [posts, setPosts] = useState<PagePost[]>([]);
  useEffect(() => {
    const root = document.getElementById("content") ?? document.body;
    const refresh = () =>
      setPosts((current) => {
        const next = [...root.querySelectorAll<HTMLElement>("article[data-post-slug]")].map((element) => ({ slug: element.dataset.postSlug!, element }));
        const same = current.length === next.length && current.every((post, index) => post.element === next[index].element && post.slug === next[index].slug);
        return same ? current : next;
      });
    refresh();
    const observer = new MutationObserver(refresh);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return posts;
}

/** Puts the button's box at the start of the article; returns how to take it out again. */
function attachControls(element: HTMLElement, box: HTMLElement): () => void {
  // A static article becomes the button's positioning box; relative without offsets moves nothing.
  const madeRelative = getComputedStyle(element).position === "static";
  if (madeRelative) element.style.position = "relative";
  element.prepend(box);
  return () => {
    box.remove();
    if (madeRelative) element.style.position = "";
  };
}

function PostButton({ post, onEdit }: { post: PagePost; onEdit(slug: string): void }) {
  const t = useTranslations("Editors.post");
  const [box] = useState(() => {
    const element = document.createElement("div");
    element.setAttribute(CONTROLS, "");
    element.setAttribute("data-admin-floating", "");
    element.className = "absolute right-3 top-3 z-30 flex gap-2";
    return element;
  });
  useEffect(() => attachControls(post.element, box), [post.element, box]);
  return createPortal(
    <button type="button" className={BUTTON} aria-label={t("editPost")} title={t("editPost")} onClick={() => onEdit(post.slug)}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M13.6 2.6a2 2 0 0 1 2.8 2.8l-9 9-3.9 1.1 1.1-3.9 9-9Z" />
      </svg>
    </button>,
    box,
  );
}

/** A pencil on every post or page article for admins in edit mode: it opens the post editor. */
export function PostControls({ onEdit }: { onEdit(slug: string): void }) {
  const posts = usePagePosts();
  return (
    <>
      <style>{CONTROLS_CSS}</style>
      {posts.map((post) => (
        <PostButton key={post.slug} post={post} onEdit={onEdit} />
      ))}
    </>
  );
}
